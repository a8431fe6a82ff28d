// Gives a test a signed-in customer without going through the sign-in form: a user row and a
// session row bound to it, with the cookie and CSRF token the web client would hold. Tests of the
// sign-in itself use the real endpoints instead.
import { type Db, sessions } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import type { App } from '../../src/app.ts';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { type ClientSession, startSession } from './session.ts';

export type SignedInCustomer = { userId: number; email: string; session: ClientSession };

/** Binds the visitor's existing session (CSRF token included) to a new or given customer. */
export async function signInCustomer(
  app: App,
  db: Db,
  values: { userId?: number; email?: string } = {},
): Promise<SignedInCustomer> {
  const user =
    values.userId !== undefined
      ? { id: values.userId, email: values.email ?? '' }
      : await createCustomer(db, { email: values.email });
  const session = await startSession(app);
  await db
    .update(sessions)
    .set({ userId: user.id })
    .where(eq(sessions.id, sessionIdOf(session.sessionid)));
  return { userId: user.id, email: user.email, session };
}
