// Builds venues with halls and subway stations for tests: unique slugs, Russian texts, optional
// translations; a venue gets a city of its own unless one is given.
import { type Db, hallSubways, halls, type Localized, venues } from '@afisha/db';
import { createCity } from './cities.factory.ts';
import { firstRow } from './first-row.ts';
import { nextSequence } from './sequence.ts';

export type VenueOverrides = Partial<{
  slug: string;
  type: 'THEATER' | 'ORGANIZATOR';
  name: Localized;
  description: Localized | null;
  logo: string | null;
  website: string | null;
  phone: string | null;
  cityId: number;
  isActive: boolean;
}>;

export async function createVenue(db: Db, overrides: VenueOverrides = {}) {
  const n = nextSequence();
  const cityId = overrides.cityId ?? (await createCity(db)).id;
  return firstRow(
    await db
      .insert(venues)
      .values({
        type: overrides.type ?? 'THEATER',
        slug: overrides.slug ?? `venue-${n}`,
        name: overrides.name ?? { ru: `Театр ${n}` },
        description: overrides.description ?? null,
        logo: overrides.logo ?? null,
        website: overrides.website ?? null,
        phone: overrides.phone ?? null,
        cityId,
        isActive: overrides.isActive ?? true,
      })
      .returning(),
  );
}

export type HallOverrides = Partial<{
  slug: string;
  title: Localized;
  subtitle: Localized | null;
  address: Localized;
  latitude: number | null;
  longitude: number | null;
  position: number;
  subways: { title: Localized; color: string; position?: number }[];
}>;

export async function createHall(db: Db, venueId: number, overrides: HallOverrides = {}) {
  const n = nextSequence();
  const hall = firstRow(
    await db
      .insert(halls)
      .values({
        venueId,
        slug: overrides.slug ?? `hall-${n}`,
        title: overrides.title ?? { ru: `Зал ${n}` },
        subtitle: overrides.subtitle ?? null,
        address: overrides.address ?? { ru: `ул. Тестовая, ${n}` },
        latitude: overrides.latitude ?? null,
        longitude: overrides.longitude ?? null,
        position: overrides.position ?? 0,
      })
      .returning(),
  );
  const subways = overrides.subways ?? [];
  if (subways.length > 0) {
    await db
      .insert(hallSubways)
      .values(subways.map((subway, index) => ({ hallId: hall.id, position: index, ...subway })));
  }
  return hall;
}
