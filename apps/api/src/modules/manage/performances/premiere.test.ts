import { describe, expect, it } from 'vitest';
import { reconcilePremiere } from './premiere.ts';

describe('a premiere is one fact', () => {
  it('is read from the tag when the write does not name the flag', () => {
    expect(reconcilePremiere({ asked: undefined, tags: [3, 7], premiereTag: 7, current: false })).toEqual({
      isPremiere: true,
      tags: [3, 7],
    });
    expect(reconcilePremiere({ asked: undefined, tags: [3], premiereTag: 7, current: true })).toEqual({
      isPremiere: false,
      tags: [3],
    });
  });

  it('puts the tag on or takes it off when the write names the flag', () => {
    expect(reconcilePremiere({ asked: true, tags: [3], premiereTag: 7, current: false })).toEqual({
      isPremiere: true,
      tags: [3, 7],
    });
    expect(reconcilePremiere({ asked: false, tags: [7, 3], premiereTag: 7, current: true })).toEqual({
      isPremiere: false,
      tags: [3],
    });
  });

  it('keeps the flag as written where no tag says "Premiere"', () => {
    expect(reconcilePremiere({ asked: true, tags: [3], premiereTag: null, current: false })).toEqual({
      isPremiere: true,
      tags: [3],
    });
    expect(
      reconcilePremiere({ asked: undefined, tags: [], premiereTag: null, current: true }).isPremiere,
    ).toBe(true);
  });
});
