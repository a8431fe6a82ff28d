// Owns hashing and checking passwords: argon2id with the product's shared parameters (@afisha/db
// password-params.ts, which the demo seed uses too), a random salt per hash, the PHC string stored as it is.
// verifyNothing() spends the same time as a real check, for sign-ins of unknown addresses, so the answer time
// does not tell whether an account exists.

import { passwordHashParams } from '@afisha/db';
import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  verifyNothing(password: string): Promise<void>;
};

export function createPasswordHasher(): PasswordHasher {
  let decoy: Promise<string> | null = null;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash (an imported or hand-made row) is a failed check, not a crash.
      return false;
    }
  };
  return {
    hash: (password) => hash(password, passwordHashParams),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash('decoy password that no account has', passwordHashParams);
      await check(await decoy, password);
    },
  };
}
