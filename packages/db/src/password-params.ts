// Owns the cost of password hashing: the argon2id parameters every password hash of the product
// is made with (the accounts service at sign-up and password change, the seed for its demo users),
// so that a hash made by one verifies with the other and is never flagged for a rehash.
import type { Options } from '@node-rs/argon2';

/**
 * The OWASP Password Storage Cheat Sheet baseline for argon2id: 19 MiB of memory, 2 passes,
 * 1 lane, a 32-byte tag. `algorithm: 2` is `Algorithm.Argon2id`: @node-rs/argon2 declares its
 * enum as a `const enum`, which code compiled file by file (tsx, esbuild, isolatedModules)
 * cannot import as a value, so the number is spelled out here and type-checked against it.
 */
export const passwordHashParams = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;
