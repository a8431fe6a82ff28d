// Owns the contracts of the token API (/auth/…, docs/api.md "Accounts") for clients without cookies: mobile apps
// and partner box offices. They sign in for a short-lived bearer access token and a refresh token; the refresh
// token is rotated on every use and a reused one revokes its whole family (RFC 6819 5.2.2.3). Sign-up,
// password and profile requests are the ones of account.ts.
import { z } from 'zod';

/** POST /auth/login and /auth/token/refresh. */
export const ZTokenPair = z
  .object({
    access: z.string().describe('Send as `Authorization: Bearer <access>`; valid for `expires_in` seconds.'),
    refresh: z
      .string()
      .describe('Single use: POST it to /auth/token/refresh for a new pair; keep only the newest one.'),
    expires_in: z.number().int().describe('Seconds the access token stays valid.'),
  })
  .meta({ id: 'TokenPair' });
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** POST /auth/token/refresh. */
export const ZTokenRefreshRequest = z.object({ refresh: z.string().trim().min(1).max(500) });
export type TTokenRefreshRequest = z.infer<typeof ZTokenRefreshRequest>;

/** POST /auth/token/verify: 200 `{}` for a valid access token, else 401 `token_not_valid`. */
export const ZTokenVerifyRequest = z.object({ token: z.string().trim().min(1).max(2000) });
export type TTokenVerifyRequest = z.infer<typeof ZTokenVerifyRequest>;
export const ZTokenVerifyResponse = z.object({}).meta({ id: 'TokenVerifyResponse' });

/**
 * POST /auth/logout: revokes the refresh token family of `refresh`, or, without it, the family of the bearer
 * access token the request carries.
 */
export const ZTokenLogoutRequest = z.object({ refresh: z.string().trim().min(1).max(500).optional() });
export type TTokenLogoutRequest = z.infer<typeof ZTokenLogoutRequest>;
