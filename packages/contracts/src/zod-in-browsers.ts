// Owns one zod setting for browsers: zod compiles its object parsers with `new Function` where it may, and finds out
// by trying. A site whose Content-Security-Policy grants no 'unsafe-eval' (ours: apps/web/src/lib/security-headers.ts)
// reports that try as a violation on the first form or answer checked. Told up front, zod interprets instead (the
// same results). Servers (the API, the web app's rendering) keep the compiled parsers: there is no window there.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });
