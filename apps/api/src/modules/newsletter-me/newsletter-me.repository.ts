// Owns reading what /newsletter/me needs of the signed-in account: its address and name (the
// subscription itself is stored by forms.repository.ts, shared with the anonymous form).
import { type Db, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';

export type NewsletterAccount = { email: string; firstName: string; lastName: string };

export type NewsletterMeRepository = {
  findAccount(userId: number): Promise<NewsletterAccount | null>;
};

export function createNewsletterMeRepository(db: Db): NewsletterMeRepository {
  return {
    async findAccount(userId) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
