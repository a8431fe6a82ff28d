import { describe, expect, it } from 'vitest';
import { maskDocumentNumber } from './document-mask.ts';

describe('maskDocumentNumber', () => {
  it('shows only the last four characters of a passport number', () => {
    expect(maskDocumentNumber('4510 123456')).toBe('*******3456');
  });

  it('never shows more than half of a short number', () => {
    expect(maskDocumentNumber('AB12')).toBe('**12');
    expect(maskDocumentNumber('ABCDE')).toBe('***DE');
    expect(maskDocumentNumber('')).toBe('');
  });
});
