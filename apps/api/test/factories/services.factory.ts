// Extra services for tests: a programme booklet of 300 ₽ for one session, unlimited, unless told otherwise.
import { type Database, extraServices } from '@afisha/db';

type ServiceSpec = Partial<typeof extraServices.$inferInsert>;

export async function createService(db: Database['db'], spec: ServiceSpec) {
  const [row] = await db
    .insert(extraServices)
    .values({
      name: { ru: 'Программка', en: 'Programme booklet' },
      priceKopecks: 30_000,
      ...spec,
    })
    .returning();
  if (!row) throw new Error('service insert returned nothing');
  return row;
}
