// Builds city rows for tests: unique slug, Russian name, optional translations.
import { cities, type Db, type Localized } from '@afisha/db';
import { nextSequence } from './sequence.ts';

export type CityOverrides = Partial<{
  slug: string;
  name: Localized;
  nameCase: Localized;
  position: number;
  isActive: boolean;
}>;

export async function createCity(db: Db, overrides: CityOverrides = {}) {
  const n = nextSequence();
  const [row] = await db
    .insert(cities)
    .values({
      slug: overrides.slug ?? `city-${n}`,
      name: overrides.name ?? { ru: `Город ${n}` },
      nameCase: overrides.nameCase ?? { ru: `Городе ${n}` },
      position: overrides.position ?? n,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('city insert returned nothing');
  return row;
}
