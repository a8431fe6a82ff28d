import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.ts';

describe('passwordProblems', () => {
  it.each([
    'password1',
    'Password123',
    'QWERTY123',
    'iloveyou1',
    '12345678',
  ])('refuses the common %s', async (password) => {
    expect(await passwordProblems(password, 'a@example.com', 'password')).toEqual([
      { field: 'password', code: 'password_too_common' },
    ]);
  });

  it('refuses the address and its local part, in any case', async () => {
    for (const password of ['Ivan.Petrov@Example.com', 'ivan.petrov']) {
      expect(await passwordProblems(password, 'ivan.petrov@example.com', 'new_password')).toEqual([
        { field: 'new_password', code: 'password_too_similar' },
      ]);
    }
  });

  it('accepts an uncommon password', async () => {
    expect(await passwordProblems('Kashtanka-1887', 'a@example.com', 'password')).toEqual([]);
    expect(await passwordProblems('demo12345', 'demo@example.com', 'password')).toEqual([]);
  });
});
