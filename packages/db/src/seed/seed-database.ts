// Owns seeding as a whole: validates the options, runs the builders in dependency order inside
// one transaction (a failed seed leaves nothing behind), moves identity sequences past the
// seeded ids, builds the search index, then writes the generated images to the media store (MEDIA_DIR or the
// S3 bucket) under their content-addressed names. Also answers "is it empty?".
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { createLocalMediaStore } from '../media/local-media-store.js';
import type { MediaStore } from '../media/media-store.js';
import * as s from '../schema/index.js';
import { refreshSearchDocuments } from '../search/search-documents.js';
import { DEV_SESSION_SECRET } from '../ticket-access-key.js';
import { buildAccounts, buildEngagement, createBuyerPicker } from './accounts.builder.js';
import { createBatchWriter } from './batch.writer.js';
import { toIsoDay } from './calendar.js';
import { buildEditorial } from './editorial.builder.js';
import { buildPeople } from './people.builder.js';
import { buildReference } from './reference.builder.js';
import { buildRepertoire } from './repertoire.builder.js';
import { buildSales } from './sales.builder.js';
import { buildSchedule } from './schedule.builder.js';
import { createMediaSink, createSeedContext } from './seed.context.js';
import { BASE_VENUES, buildVenues } from './venues.builder.js';

export type SeedOptions = {
  /** Same seed (and same `today`) ⇒ the same rows and images, byte for byte. Default 1. */
  seed?: number;
  /**
   * Catalogue size: 1 is the demo; N makes about 200·N performances for benchmarks (and about
   * 150·√N customers, whose reviews, favourites and history grow with them).
   */
  scale?: number;
  /** Sessions are spread over the 90 days from this day (a Date is read in Moscow time). */
  today?: Date | string;
  /**
   * Where posters and other images go: a media store (the folder or the S3 bucket, media/media-store.ts), or a
   * folder. Without either no files are written (their content-addressed URLs are stored anyway).
   */
  mediaStore?: MediaStore;
  mediaDir?: string;
  /**
   * The API's SESSION_SECRET, which the keys of the demo orders' guest ticket links are derived from
   * (ticket-access-key.ts), so their `tickets_url` opens. Default: the development secret the API uses without one.
   */
  sessionSecret?: string;
};

export type SeedSummary = {
  seed: number;
  scale: number;
  today: string;
  /** Rows written per table. */
  counts: Record<string, number>;
  /** Sum over events of their plan's seat count. */
  eventSeats: number;
  mediaFiles: number;
  durationMs: number;
};

/** Parents before children: the writer flushes in this order, so foreign keys always hold. */
const TABLE_ORDER = [
  s.cities,
  s.users,
  s.genres,
  s.tags,
  s.documentTypes,
  s.holidays,
  s.sites,
  s.siteSettings,
  s.menuItems,
  s.faqCategories,
  s.faqItems,
  s.pages,
  s.certificateTemplates,
  s.venues,
  s.staffVenueRoles,
  s.halls,
  s.hallSubways,
  s.hallPlans,
  s.priceCategories,
  s.planSections,
  s.planRows,
  s.planSeats,
  s.planZones,
  s.artists,
  s.performanceGroups,
  s.performances,
  s.performanceGenres,
  s.performanceTags,
  s.performanceArtists,
  s.extraServices,
  s.events,
  s.eventPrices,
  s.eventZoneInventory,
  s.eventAccessKeys,
  s.orders,
  s.payments,
  s.orderItems,
  s.tickets,
  s.seatHolds,
  s.selections,
  s.selectionItems,
  s.mainSlides,
  s.recommendSliderItems,
  s.footerBanners,
  s.giftCardBanners,
  s.promoCodes,
  s.giftCertificates,
  s.certificateTransactions,
  s.reviews,
  s.favourites,
  s.watchHistory,
  s.notifications,
  s.newsletterSubscriptions,
  s.callbackRequests,
  s.siteFeedback,
  s.waitingListEntries,
];

/** True when no city exists: nothing has been seeded or entered yet. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const result = await database.db.execute<{ found: boolean }>(
    sql`select exists(select 1 from cities) as found`,
  );
  return !result.rows[0]?.found;
}

export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const scale = options.scale ?? 1;
  if (!Number.isSafeInteger(seed)) throw new Error(`The seed must be an integer, got ${seed}`);
  if (!Number.isFinite(scale) || scale < 1 || scale > 10_000) {
    throw new Error(`The scale must be a number from 1 to 10000, got ${scale}`);
  }
  const today = toIsoDay(options.today);
  if (!(await isDatabaseEmpty(database))) {
    throw new Error('The database already has a catalogue; the seed only fills an empty database');
  }

  const store =
    options.mediaStore ?? (options.mediaDir !== undefined ? createLocalMediaStore(options.mediaDir) : null);
  const media = createMediaSink(store !== null);
  let counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    const writer = createBatchWriter(tx, TABLE_ORDER);
    const ctx = createSeedContext({ seed, scale, today, writer, media });
    const ref = buildReference(ctx);
    const venueRefs = await buildVenues(ctx, ref);
    const accounts = await buildAccounts(ctx, ref, venueRefs);
    const people = await buildPeople(ctx, ref, venueRefs);
    const performanceRefs = await buildRepertoire(ctx, ref, venueRefs, BASE_VENUES, people);
    const sold = await buildSchedule(ctx, performanceRefs);
    await buildEditorial(ctx, ref, venueRefs, performanceRefs);
    const userOrders = await buildSales(ctx, tx, sold, createBuyerPicker(ctx, accounts, sold), {
      sessionSecret: options.sessionSecret ?? DEV_SESSION_SECRET,
    });
    await buildEngagement(ctx, tx, accounts, performanceRefs, sold, userOrders);
    await writer.finish();
    counts = writer.counts();
    const index = await refreshSearchDocuments(tx);
    counts.search_documents = index.documents;
    counts.search_terms = index.terms;
    // A seed is one large import: the back office's title copy goes back into title order (migration 0025,
    // docs/operations.md), where a title search reads a few pages rather than one a match.
    await tx.execute(sql`CLUSTER performance_titles`);
  });

  const seats = await database.db.execute<{ total: string | number | null }>(sql`
    select sum(p.seats) as total
    from events e
    join (select plan_id, count(*) as seats from plan_seats group by plan_id) p on p.plan_id = e.plan_id`);

  if (store) await writeMedia(store, media.files());

  return {
    seed,
    scale,
    today,
    counts,
    eventSeats: Number(seats.rows[0]?.total ?? 0),
    mediaFiles: media.files().length,
    durationMs: Math.round(performance.now() - started),
  };
}

async function writeMedia(store: MediaStore, files: readonly { file: string; svg: string }[]): Promise<void> {
  // A few dozen writes in flight keep the disk (or the connections to a bucket) busy without exhausting handles.
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map((f) => store.put(f.file, f.svg)));
  }
}
