import { describe, expect, it } from 'vitest';
import { displayName } from './reviews.service.ts';

describe('displayName', () => {
  it.each([
    ['Анна', 'Каренина', 'Анна К.'],
    [' John ', ' smith', 'John S.'],
    ['Élodie', 'élan', 'Élodie É.'],
    ['Mia', '', 'Mia'],
    ['', 'Smith', null],
    ['   ', '', null],
  ])('%j %j → %j', (first, last, expected) => {
    expect(displayName(first, last)).toBe(expected);
  });
});
