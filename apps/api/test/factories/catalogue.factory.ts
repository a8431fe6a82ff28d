// Builds the catalogue for tests piece by piece: venues with a hall, a plan and subways,
// performances with genres, tags and cast, events (sessions) with prices, and the reference rows
// they point at (genres, tags, artists, holidays, performance groups). Every builder returns the
// inserted row so tests can compose them.
import {
  artists,
  type Db,
  events,
  genres,
  hallPlans,
  hallSubways,
  halls,
  holidays,
  type Localized,
  performanceArtists,
  performanceGenres,
  performanceGroups,
  performances,
  performanceTags,
  tags,
  venues,
} from '@afisha/db';
import { createCity } from './cities.factory.ts';
import { first } from './rows.ts';
import { nextSequence } from './sequence.ts';

/** A fixed moment well before every test clock, so change feeds start from a known past. */
export const SEEDED_AT = new Date('2030-01-01T00:00:00Z');

type CityRef = { id: number };

export async function createVenue(
  db: Db,
  options: {
    city?: CityRef;
    slug?: string;
    name?: Localized;
    type?: 'THEATER' | 'ORGANIZATOR';
    timezone?: string;
    position?: number;
    isActive?: boolean;
    hall?: { slug?: string; title?: Localized; subtitle?: Localized; address?: Localized };
    subways?: { title: Localized; color: string }[];
  } = {},
) {
  const n = nextSequence();
  const city = options.city ?? (await createCity(db));
  const venue = first(
    await db
      .insert(venues)
      .values({
        type: options.type ?? 'THEATER',
        slug: options.slug ?? `venue-${n}`,
        name: options.name ?? { ru: `Театр ${n}` },
        logo: `/media/logos/venue-${n}.svg`,
        cityId: city.id,
        timezone: options.timezone ?? 'Europe/Moscow',
        position: options.position ?? 0,
        isActive: options.isActive ?? true,
      })
      .returning(),
  );
  const hall = first(
    await db
      .insert(halls)
      .values({
        venueId: venue.id,
        slug: options.hall?.slug ?? 'main',
        title: options.hall?.title ?? { ru: 'Основная сцена', en: 'Main Stage' },
        subtitle: options.hall?.subtitle ?? null,
        address: options.hall?.address ?? { ru: `ул. Тестовая, ${n}`, en: `${n} Test Street` },
        latitude: 55.75,
        longitude: 37.62,
      })
      .returning(),
  );
  const subways = options.subways ?? [];
  if (subways.length > 0) {
    await db
      .insert(hallSubways)
      .values(subways.map((subway, position) => ({ hallId: hall.id, ...subway, position })));
  }
  const plan = first(
    await db
      .insert(hallPlans)
      .values({ hallId: hall.id, name: 'main', isDefault: true, revision: 1, publishedAt: SEEDED_AT })
      .returning(),
  );
  return { venue, hall, plan, city, timezone: venue.timezone };
}

export type VenueRef = Awaited<ReturnType<typeof createVenue>>;

async function createNamed(
  db: Db,
  table: typeof genres | typeof tags,
  slug: string,
  name: Localized,
  position = nextSequence(),
) {
  return first(await db.insert(table).values({ slug, name, position }).returning());
}

export const createGenre = (db: Db, slug: string, name: Localized, position?: number) =>
  createNamed(db, genres, slug, name, position);
export const createTag = (db: Db, slug: string, name: Localized, position?: number) =>
  createNamed(db, tags, slug, name, position);

export async function createArtist(
  db: Db,
  values: { slug: string; name: Localized; bio?: Localized; photo?: string | null },
) {
  return first(
    await db
      .insert(artists)
      .values({ photo: `/media/artists/${values.slug}.svg`, ...values })
      .returning(),
  );
}

export async function createHoliday(db: Db, date: string, name: Localized) {
  await db.insert(holidays).values({ date, name });
}

export async function createPerformance(
  db: Db,
  venue: VenueRef,
  options: {
    slug?: string;
    title?: Localized;
    shortDescription?: Localized;
    description?: Localized;
    age?: number;
    durationMinutes?: number | null;
    rating?: number | null;
    ratingCount?: number;
    isPublished?: boolean;
    isPremiere?: boolean;
    group?: { slug: string; title: Localized };
    /** An existing production to join (a second venue staging it), instead of `group`. */
    groupId?: number;
    genreIds?: number[];
    tagIds?: number[];
    cast?: { artistId: number; role?: Localized }[];
  } = {},
) {
  const n = nextSequence();
  const group = options.group
    ? first(await db.insert(performanceGroups).values(options.group).returning())
    : null;
  const slug = options.slug ?? `performance-${n}`;
  const performance = first(
    await db
      .insert(performances)
      .values({
        slug,
        title: options.title ?? { ru: `Спектакль ${n}` },
        shortDescription: options.shortDescription ?? null,
        description: options.description ?? null,
        age: options.age ?? 0,
        durationMinutes: options.durationMinutes ?? null,
        originalImage: `/media/originals/${slug}.svg`,
        poster: `/media/posters/${slug}.svg`,
        rating: options.rating ?? null,
        ratingCount: options.ratingCount ?? 0,
        venueId: venue.venue.id,
        performanceGroupId: group?.id ?? options.groupId ?? null,
        isPremiere: options.isPremiere ?? false,
        isPublished: options.isPublished ?? true,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      .returning(),
  );
  const links = <T>(ids: number[] | undefined, row: (id: number) => T) => (ids ?? []).map(row);
  const genreLinks = links(options.genreIds, (genreId) => ({ performanceId: performance.id, genreId }));
  if (genreLinks.length > 0) await db.insert(performanceGenres).values(genreLinks);
  const tagLinks = links(options.tagIds, (tagId) => ({ performanceId: performance.id, tagId }));
  if (tagLinks.length > 0) await db.insert(performanceTags).values(tagLinks);
  const cast = options.cast ?? [];
  if (cast.length > 0) {
    await db.insert(performanceArtists).values(
      cast.map((member, position) => ({
        performanceId: performance.id,
        artistId: member.artistId,
        role: member.role ?? null,
        position,
      })),
    );
  }
  return performance;
}

export async function createSession(
  db: Db,
  venue: VenueRef,
  performance: { id: number },
  options: {
    startsAt: Date;
    /** Roubles. */
    minPrice?: number | null;
    maxPrice?: number | null;
    saleStatus?: 'on_sale' | 'sold_out' | 'not_on_sale' | 'cancelled' | 'announced';
    age?: number | null;
    openDate?: { beginDate: string; beginTime: string };
    nombilkn?: number;
  },
) {
  const toKopecks = (roubles: number | null | undefined) =>
    roubles === null || roubles === undefined ? null : Math.round(roubles * 100);
  return first(
    await db
      .insert(events)
      .values({
        performanceId: performance.id,
        hallId: venue.hall.id,
        planId: venue.plan.id,
        cityId: venue.city.id,
        nombilkn: options.nombilkn ?? 200_000 + nextSequence(),
        age: options.age ?? null,
        startsAt: options.startsAt,
        timezone: venue.timezone,
        withOpenDate: options.openDate !== undefined,
        beginDate: options.openDate?.beginDate ?? null,
        beginTime: options.openDate?.beginTime ?? null,
        saleStatus: options.saleStatus ?? 'on_sale',
        minPriceKopecks: toKopecks(options.minPrice === undefined ? 1000 : options.minPrice),
        maxPriceKopecks: toKopecks(options.maxPrice === undefined ? 3000 : options.maxPrice),
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      .returning(),
  );
}
