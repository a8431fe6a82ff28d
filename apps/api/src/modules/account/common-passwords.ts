// Owns the list of the most common passwords a new password is checked against (ASVS 6.2.4): the
// "passwords-common" dictionary of zxcvbn-ts (about 49,000 leaked passwords by frequency, MIT, maintained, works
// offline). Only entries that pass the length rule matter (about 18,000); they are loaded on first use and kept
// as a lower-case set.
import { PASSWORD_MIN_LENGTH } from '@afisha/contracts';

let common: Promise<ReadonlySet<string>> | null = null;

async function load(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(
    dictionary['passwords-common']
      .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
      .map((password) => password.toLowerCase()),
  );
}

/** True when the password, ignoring case, is one of the common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= load();
  return (await common).has(password.toLowerCase());
}
