import { describe, expect, it } from 'vitest';
import { blankLocalizedToNull, fullLocalized, localeMarks } from './locale-marks';

describe('four-language field marks', () => {
  it('marks the languages without text, Russian as required', () => {
    const marks = localeMarks({ ru: 'Гроза', en: '  ', fr: undefined, de: 'Gewitter' });
    expect(marks.map((mark) => [mark.locale, mark.missing, mark.required])).toEqual([
      ['ru', false, true],
      ['en', true, false],
      ['fr', true, false],
      ['de', false, false],
    ]);
  });

  it('marks the languages with an error', () => {
    const marks = localeMarks({ ru: '' }, { ru: { message: 'required' }, de: undefined });
    expect(marks.filter((mark) => mark.invalid).map((mark) => mark.locale)).toEqual(['ru']);
    expect(localeMarks(null).every((mark) => mark.missing)).toBe(true);
  });

  it('fills every language for the inputs', () => {
    expect(fullLocalized({ ru: 'a' })).toEqual({ ru: 'a', en: '', fr: '', de: '' });
  });

  it('sends a blank optional field as null, a partly written one as it is', () => {
    const values = {
      title: { ru: '', en: '' },
      description: { ru: ' ', en: '' },
      short: { ru: '', en: 'x' },
    };
    expect(blankLocalizedToNull(values, ['description', 'short'])).toEqual({
      title: { ru: '', en: '' },
      description: null,
      short: { ru: '', en: 'x' },
    });
  });
});
