import { ZPersonName, ZPhone } from '@afisha/contracts';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../i18n/messages/en.json';
import ru from '../../i18n/messages/ru.json';
import { validationMessageFor } from './validation-messages';

// The issue as the form resolver's error map sees it (with the input), which is where the messages are chosen.
function firstMessage(schema: z.ZodType, value: unknown) {
  const issues: unknown[] = [];
  const result = schema.safeParse(value, {
    error: (issue) => {
      issues.push(issue);
      return undefined;
    },
  });
  if (result.success) throw new Error('expected the value to be refused');
  // zod builds the issues (calling the error map) when they are first read.
  expect(result.error.issues.length).toBeGreaterThan(0);
  return validationMessageFor(issues[0] as never);
}

describe('validationMessageFor', () => {
  it('calls an empty or missing value required, whatever rule it broke', () => {
    expect(firstMessage(z.email(), '')).toEqual({ key: 'required' });
    expect(firstMessage(z.string().min(3), ' ')).toEqual({ key: 'required' });
    expect(firstMessage(z.object({ name: z.string() }), {})).toEqual({ key: 'required' });
  });

  it('recognises a malformed email', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toEqual({ key: 'email' });
  });

  it('passes the minimum length along', () => {
    expect(firstMessage(z.string().min(8), 'short')).toEqual({ key: 'minLength', values: { length: 8 } });
  });

  it('passes the maximum length along', () => {
    expect(firstMessage(z.string().max(254), 'a'.repeat(10_000))).toEqual({
      key: 'maxLength',
      values: { length: 254 },
    });
  });

  it('lists the allowed values of a one-of', () => {
    expect(firstMessage(z.enum(['callback', 'question']), 'other')).toEqual({
      key: 'oneOf',
      values: { values: 'callback, question' },
    });
  });

  it('names a phone refused by the contracts phone rule', () => {
    expect(firstMessage(ZPhone, '+7 (abc)')).toEqual({ key: 'invalidPhone' });
    expect(firstMessage(ZPhone, '12')).toEqual({ key: 'invalidPhone' });
    expect(
      firstMessage(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual({ key: 'invalid' });
  });

  it('names a name refused by the contracts name rule (control and text direction characters)', () => {
    expect(firstMessage(ZPersonName, 'Anna\nBcc: x')).toEqual({ key: 'invalidName' });
    expect(firstMessage(ZPersonName, 'Anna \u202Egnp.exe')).toEqual({ key: 'invalidName' });
  });

  it('gives the bound of a date range', () => {
    const min = new Date('2026-01-01T00:00:00Z');
    const max = new Date('2026-12-31T00:00:00Z');
    const early = firstMessage(z.date().min(min), new Date('2025-06-01'));
    const late = firstMessage(z.date().max(max), new Date('2027-06-01'));
    expect(early).toEqual({ key: 'minDate', values: { date: min } });
    expect(late).toEqual({ key: 'maxDate', values: { date: max } });
  });

  it('has every key translated, with the length and the date filled in', () => {
    const tRu = createTranslator({
      locale: 'ru',
      messages: ru,
      namespace: 'Forms',
      timeZone: 'Europe/Moscow',
    });
    const tEn = createTranslator({
      locale: 'en',
      messages: en,
      namespace: 'Forms',
      timeZone: 'Europe/Moscow',
    });
    expect(tRu('minLength', { length: 5 })).toBe('Не короче 5 символов');
    expect(tRu('minLength', { length: 1 })).toBe('Не короче 1 символа');
    expect(tEn('minLength', { length: 1 })).toBe('At least 1 character');
    expect(tRu('minDate', { date: '01.01.2026' })).toContain('01.01.2026');
    expect(tEn('required')).toBe('This field is required');
    expect(tRu('maxLength', { length: 254 })).toBe('Не длиннее 254 символов');
    expect(tEn('maxLength', { length: 254 })).toBe('At most 254 characters');
    expect(tEn('invalidPhone')).toBe('Enter a valid phone number');
    expect(tRu('invalidPhone')).toBe('Введите корректный номер телефона');
    expect(tEn('invalidName')).toContain('control characters');
  });
});
