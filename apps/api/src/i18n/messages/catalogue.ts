// Owns the typing of message catalogues: the Russian catalogue fixes the keys, so a locale that
// misses a key (or adds one) is a type error rather than a runtime fallback.
import type { ru } from './ru.ts';

export type MessageKey = keyof typeof ru;
export type MessageCatalogue = { readonly [K in MessageKey]: string };
