import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const FAMILY = '3f2c1e0a-9b8d-4c7e-a6f5-0123456789ab';

function setup(start = Date.UTC(2030, 0, 15)) {
  let now = start;
  const clock = { now: () => new Date(now) };
  const tokens = createAccessTokens({ secret: SECRET, ttlMs: 5 * 60_000, clock });
  return { tokens, advance: (ms: number) => (now += ms) };
}

describe('access tokens', () => {
  it('verify while fresh, not after their lifetime', async () => {
    const { tokens, advance } = setup();
    const token = await tokens.sign({ userId: 7, familyId: FAMILY });
    expect(await tokens.verify(token)).toEqual({ userId: 7, familyId: FAMILY });
    advance(5 * 60_000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a tampered, unsigned, foreign or malformed token', async () => {
    const { tokens } = setup();
    const token = await tokens.sign({ userId: 7, familyId: FAMILY });
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();

    const unsigned = new UnsecuredJWT({ fam: FAMILY })
      .setSubject('7')
      .setIssuer('afisha')
      .setAudience('afisha-api')
      .setExpirationTime('5m')
      .encode();
    expect(await tokens.verify(unsigned)).toBeNull();

    const foreign = await new SignJWT({ fam: FAMILY })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('afisha')
      .setAudience('afisha-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(foreign)).toBeNull();

    for (const garbage of ['', 'abc', 'a.b.c', `${token}.x`]) expect(await tokens.verify(garbage)).toBeNull();
  });

  it('refuse claims of the wrong shape', async () => {
    const { tokens } = setup();
    expect(await tokens.verify(await tokens.sign({ userId: 7, familyId: 'not-a-uuid' }))).toBeNull();
    expect(await tokens.verify(await tokens.sign({ userId: -1, familyId: FAMILY }))).toBeNull();
  });
});
