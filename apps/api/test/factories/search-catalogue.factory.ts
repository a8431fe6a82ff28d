// Builds small catalogues for search tests: venues with a hall (and its plan and subways),
// performances in productions, sessions with prices, artists in casts; then the search index.
import {
  artists,
  type Db,
  events,
  hallPlans,
  hallSubways,
  halls,
  type Localized,
  performanceArtists,
  performanceGroups,
  performances,
  refreshSearchDocuments,
  venues,
} from '@afisha/db';
import { nextSequence } from './sequence.ts';

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export type VenueOptions = {
  cityId: number;
  name: Localized;
  type?: 'THEATER' | 'ORGANIZATOR';
  position?: number;
  isActive?: boolean;
  hall?: { title: Localized; address: Localized; subways?: { title: Localized; color: string }[] };
};

export type TestVenue = Awaited<ReturnType<typeof createVenue>>;

export async function createVenue(db: Db, options: VenueOptions) {
  const n = nextSequence();
  const venue = first(
    await db
      .insert(venues)
      .values({
        type: options.type ?? 'THEATER',
        slug: `venue-${n}`,
        name: options.name,
        cityId: options.cityId,
        position: options.position ?? n,
        isActive: options.isActive ?? true,
      })
      .returning(),
  );
  const hallData = options.hall ?? { title: { ru: 'Основная сцена' }, address: { ru: `ул. Тестовая, ${n}` } };
  const hall = first(
    await db
      .insert(halls)
      .values({ venueId: venue.id, slug: `hall-${n}`, title: hallData.title, address: hallData.address })
      .returning(),
  );
  for (const [position, subway] of (hallData.subways ?? []).entries()) {
    await db.insert(hallSubways).values({ hallId: hall.id, position, ...subway });
  }
  const plan = first(
    await db.insert(hallPlans).values({ hallId: hall.id, name: 'main', isDefault: true }).returning(),
  );
  return { ...venue, hall, plan };
}

export async function createGroup(db: Db, title: Localized) {
  const n = nextSequence();
  return first(
    await db
      .insert(performanceGroups)
      .values({ slug: `group-${n}`, title })
      .returning(),
  );
}

export async function createPerformance(
  db: Db,
  options: { venue: TestVenue; title: Localized; groupId?: number; isPublished?: boolean },
) {
  const n = nextSequence();
  return first(
    await db
      .insert(performances)
      .values({
        slug: `performance-${n}`,
        title: options.title,
        venueId: options.venue.id,
        performanceGroupId: options.groupId ?? null,
        isPublished: options.isPublished ?? true,
        originalImage: `/media/posters/${n}.svg`,
        age: 12,
      })
      .returning(),
  );
}

export async function addSession(
  db: Db,
  options: {
    performance: { id: number };
    venue: TestVenue;
    startsAt: Date;
    prices?: [min: number, max: number];
    status?: 'on_sale' | 'cancelled';
  },
) {
  const n = nextSequence();
  const [min, max] = options.prices ?? [100_000, 300_000];
  return first(
    await db
      .insert(events)
      .values({
        performanceId: options.performance.id,
        hallId: options.venue.hall.id,
        planId: options.venue.plan.id,
        cityId: options.venue.cityId,
        nombilkn: 500_000 + n,
        startsAt: options.startsAt,
        timezone: 'Europe/Moscow',
        minPriceKopecks: min,
        maxPriceKopecks: max,
        saleStatus: options.status ?? 'on_sale',
      })
      .returning(),
  );
}

export async function castArtist(db: Db, performance: { id: number }, name: Localized) {
  const n = nextSequence();
  const artist = first(
    await db
      .insert(artists)
      .values({ slug: `artist-${n}`, name })
      .returning(),
  );
  await db.insert(performanceArtists).values({ performanceId: performance.id, artistId: artist.id });
  return artist;
}

export const rebuildSearchIndex = (db: Db) => refreshSearchDocuments(db);
