import { describe, expect, it } from 'vitest';
import { pickMessages, SHELL_CLIENT_NAMESPACES } from './client-messages';
import ru from './messages/ru.json';

describe('pickMessages', () => {
  it('keeps only the namespaces asked for, and skips those the messages lack', () => {
    expect(pickMessages({ A: { x: '1' }, B: { y: '2' } }, ['B', 'Missing'])).toEqual({ B: { y: '2' } });
  });

  it('sends every page the shell texts but not those of sign-in or the account area', () => {
    const shell = pickMessages(ru, SHELL_CLIENT_NAMESPACES);
    expect(Object.keys(shell)).toEqual([...SHELL_CLIENT_NAMESPACES]);
    for (const scoped of ['Auth', 'Profile', 'Account', 'Reviews']) {
      expect(scoped in ru).toBe(true);
      expect(scoped in shell).toBe(false);
    }
  });
});
