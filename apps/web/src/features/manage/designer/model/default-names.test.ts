import { describe, expect, it } from 'vitest';
import { defaultSectionName, numberedName } from './default-names.ts';

describe('numberedName', () => {
  it('leaves the first of its kind as it is and numbers the next ones in every language', () => {
    const box = defaultSectionName('box');
    expect(numberedName(box, 0)).toEqual(box);
    expect(numberedName(box, 1)).toEqual({ ru: 'Ложа 2', en: 'Box 2', fr: 'Loge 2', de: 'Loge 2' });
    expect(numberedName({ ru: 'Зона', en: '' }, 2)).toEqual({ ru: 'Зона 3', en: '' });
  });
});
