import { describe, expect, it } from 'vitest';
import { selectValue, withCurrentChoice } from './select-choices';

const loaded = [
  { value: 1, label: 'Чайка' },
  { value: 2, label: 'Гамлет' },
];

describe('withCurrentChoice', () => {
  it('shows the current value before the list has come', () => {
    expect(withCurrentChoice([], 7, 'Ревизор', '…')).toEqual([{ value: 7, label: 'Ревизор' }]);
  });

  it('names a value not known yet as loading', () => {
    expect(withCurrentChoice([], 7, undefined, 'Загрузка…')).toEqual([{ value: 7, label: 'Загрузка…' }]);
  });

  it('keeps a value beyond the loaded page first', () => {
    expect(withCurrentChoice(loaded, 7, 'Ревизор', '…')).toEqual([{ value: 7, label: 'Ревизор' }, ...loaded]);
  });

  it('adds nothing when the value is among the choices', () => {
    expect(withCurrentChoice(loaded, 2, 'Гамлет (старое)', '…')).toEqual(loaded);
  });

  it('adds nothing without a value', () => {
    for (const none of [undefined, null, '', Number.NaN, 0]) {
      expect(withCurrentChoice(loaded, none, 'x', '…')).toEqual(loaded);
    }
  });

  it('reads a value the form holds as text', () => {
    expect(withCurrentChoice(loaded, '7', 'Ревизор', '…')[0]).toEqual({ value: 7, label: 'Ревизор' });
  });
});

describe('selectValue', () => {
  it('is the value as text, or the empty choice', () => {
    expect(selectValue(7)).toBe('7');
    expect(selectValue('on_sale')).toBe('on_sale');
    expect(selectValue(undefined)).toBe('');
    expect(selectValue(null)).toBe('');
    expect(selectValue(Number.NaN)).toBe('');
  });
});
