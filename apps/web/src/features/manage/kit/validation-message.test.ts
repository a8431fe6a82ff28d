import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import fr from '@/i18n/messages/fr.json';
import ru from '@/i18n/messages/ru.json';
import { CHOICE_FIELDS, MANAGE_RULES, manageMessageFor } from './validation-message';

const catalogues = { ru, en, fr, de } as const;

function textOf(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('manageMessageFor', () => {
  it('asks to choose the record a select names, when nothing was chosen', () => {
    for (const input of [undefined, Number.NaN, '']) {
      expect(manageMessageFor({ code: 'invalid_type', expected: 'number', input, path: ['venue'] })).toEqual({
        namespace: 'Manage.validation',
        key: 'choose.venue',
      });
    }
    expect(
      manageMessageFor({ code: 'invalid_type', input: undefined, path: ['artists', 0, 'artist'] }),
    ).toEqual({
      namespace: 'Manage.validation',
      key: 'choose.artist',
    });
    // A text field is "required", not "choose".
    expect(
      manageMessageFor({ code: 'too_small', origin: 'string', input: '', path: ['title', 'ru'] }),
    ).toEqual({
      namespace: 'Forms',
      key: 'required',
    });
  });

  it('says what a price, a number or a rule of the back office expects', () => {
    expect(
      manageMessageFor({
        code: 'custom',
        input: '-5',
        params: { message: 'field.price_negative' },
        path: ['prices', 'c1'],
      }),
    ).toEqual({ namespace: 'Manage.validation', key: 'priceNegative' });
    expect(
      manageMessageFor({
        code: 'too_small',
        origin: 'number',
        minimum: 1,
        input: 0,
        path: ['max_per_order'],
      }),
    ).toEqual({
      namespace: 'Forms',
      key: 'minValue',
      values: { min: 1 },
    });
    expect(
      manageMessageFor({ code: 'invalid_type', expected: 'number', input: 'abc', path: ['age'] }),
    ).toEqual({
      namespace: 'Forms',
      key: 'number',
    });
    expect(
      manageMessageFor({ code: 'custom', input: 'Bad Slug', params: { message: 'field.invalid_slug' } }),
    ).toEqual({
      namespace: 'Manage.validation',
      key: 'slug',
    });
  });

  it('has every message it can give in all four languages', () => {
    const keys = [
      ...Object.values(MANAGE_RULES).map((key) => `Manage.validation.${key}`),
      ...CHOICE_FIELDS.map((field) => `Manage.validation.choose.${field}`),
      ...[
        'required',
        'email',
        'minLength',
        'maxLength',
        'oneOf',
        'minDate',
        'maxDate',
        'minValue',
        'maxValue',
        'number',
        'invalid',
      ].map((key) => `Forms.${key}`),
    ];
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const key of keys) expect(typeof textOf(catalogue, key), `${locale}: ${key}`).toBe('string');
    }
  });
});
