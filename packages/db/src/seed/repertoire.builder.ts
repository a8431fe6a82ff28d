// Seeds what the venues show: performances built from the repertoire of works (a work staged at
// several venues forms a performance group), their posters, descriptions composed in four
// languages, genres, tags, the cast with roles, and the extra services sold with them.
import {
  extraServices,
  performanceArtists,
  performanceGenres,
  performanceGroups,
  performances,
  performanceTags,
} from '../schema/index.js';
import { posterImage } from './art/images.art.js';
import { AUTHORS } from './data/authors.data.js';
import { SERVICES } from './data/commerce.data.js';
import { DESCRIPTIONS, GROUP_OF_KIND, runningTime } from './data/descriptions.data.js';
import {
  FEMALE_FIRST_NAMES,
  feminineSurname,
  type Gender,
  LEAD_ROLES,
  MALE_FIRST_NAMES,
  type Occupation,
  roleGender,
  SURNAMES,
} from './data/people.data.js';
import { WORKS, type WorkData, type WorkKind } from './data/works.data.js';
import type { ArtistRef, People } from './people.builder.js';
import type { Random } from './random.js';
import type { Reference } from './reference.builder.js';
import type { SeedContext } from './seed.context.js';
import { createSlugRegistry, type L4, LOCALES, type Locale, slugify, transliterate } from './text.js';
import type { HallRef, VenueRef } from './venues.builder.js';

export type PerformanceRef = {
  id: number;
  slug: string;
  title: L4;
  work: WorkData;
  venue: VenueRef;
  hall: HallRef;
  isPremiere: boolean;
  /** Part of the base catalogue (not added for a benchmark scale). */
  isBase: boolean;
};

/** Performances of the base catalogue (scale 1). */
const BASE_PERFORMANCES = 230;
/** Performances per unit of scale above 1: --scale 500 makes 100,000. */
const PERFORMANCES_PER_SCALE = 200;

const OCCUPATION_OF_KIND: Record<WorkKind, readonly Occupation[]> = {
  drama: ['actor'],
  comedy: ['actor'],
  children: ['actor'],
  opera: ['singer'],
  ballet: ['dancer'],
  operetta: ['singer', 'actor'],
  concert: ['musician', 'singer'],
  'rock-concert': ['musician'],
  'stand-up': ['comedian'],
};

const THEATRICAL = new Set<WorkKind>(['drama', 'comedy', 'children', 'opera', 'ballet', 'operetta']);

export async function buildRepertoire(
  ctx: SeedContext,
  ref: Reference,
  venueRefs: readonly VenueRef[],
  baseVenues: number,
  people: People,
): Promise<PerformanceRef[]> {
  const slugs = createSlugRegistry();
  const result: PerformanceRef[] = [];
  const groups = new Map<string, number>();
  const groupSlugs = createSlugRegistry();

  const groupOf = (key: string, title: L4): number => {
    let id = groups.get(key);
    if (id === undefined) {
      id = ctx.writer.id(performanceGroups);
      groups.set(key, id);
      ctx.writer.add(performanceGroups, {
        id,
        slug: groupSlugs(slugify(title.ru)),
        title,
        createdAt: ctx.createdAt,
      });
    }
    return id;
  };

  // Base catalogue: each venue stages a few distinct works that suit it.
  const allocation = allocate(ctx.random('allocation'), venueRefs.slice(0, baseVenues), BASE_PERFORMANCES);
  for (const [index, venue] of venueRefs.slice(0, baseVenues).entries()) {
    const random = ctx.random(`repertoire:${venue.id}`);
    const works = pickWorks(random, venue, allocation[index]!);
    for (const work of works) {
      const performance = createPerformance(ctx, random, venue, work, work.title, slugs, true);
      performance.groupId = groupOf(work.key, work.title);
      writePerformance(ctx, random, ref, people, performance);
      result.push(performance);
    }
    await ctx.writer.checkpoint();
  }

  // Benchmark scales: numbered productions of the same works, three venues per production.
  const extra = Math.max(0, Math.round(PERFORMANCES_PER_SCALE * ctx.scale) - result.length);
  const variants = new Map<string, number>();
  const random = ctx.random('scale-repertoire');
  for (let i = 0; i < extra; i++) {
    const venue = venueRefs[i % venueRefs.length]!;
    const work = weightedWork(random, venue, candidates(venue));
    const count = variants.get(work.key) ?? 0;
    variants.set(work.key, count + 1);
    const variant = Math.floor(count / 3) + 2;
    const title = numbered(work.title, variant);
    const performance = createPerformance(ctx, random, venue, work, title, slugs, false);
    performance.groupId = groupOf(`${work.key}#${variant}`, title);
    writePerformance(ctx, random, ref, people, performance);
    result.push(performance);
    if (i % 500 === 0) await ctx.writer.checkpoint();
  }
  return result;
}

function numbered(title: L4, n: number): L4 {
  return {
    ru: `${title.ru} №${n}`,
    en: `${title.en} No. ${n}`,
    fr: `${title.fr} nº ${n}`,
    de: `${title.de} Nr. ${n}`,
  };
}

function candidates(venue: VenueRef): WorkData[] {
  const kinds = new Set(venue.data.stages.map(([kind]) => kind));
  return WORKS.filter((w) => kinds.has(w.kind));
}

/**
 * Works weighted so each kind gets its venue's share whatever the number of works of that kind;
 * `hitBoost` makes the famous titles (Swan Lake, The Nutcracker…) likelier, as in real repertoires.
 */
function weightedWork(random: Random, venue: VenueRef, pool: readonly WorkData[], hitBoost = 1): WorkData {
  const perKind = new Map<WorkKind, number>();
  for (const w of pool) perKind.set(w.kind, (perKind.get(w.kind) ?? 0) + 1);
  const stageWeight = new Map(venue.data.stages);
  return random.weighted(
    pool.map((w) => {
      const boost = w.tags.includes('hit') ? hitBoost : 1;
      return [w, ((stageWeight.get(w.kind) ?? 0) / perKind.get(w.kind)!) * boost] as const;
    }),
  );
}

function pickWorks(random: Random, venue: VenueRef, count: number): WorkData[] {
  let pool = candidates(venue);
  const picked: WorkData[] = [];
  while (picked.length < count && pool.length > 0) {
    const work = weightedWork(random, venue, pool, 4);
    picked.push(work);
    pool = pool.filter((w) => w !== work);
  }
  return picked;
}

/** Splits `total` among venues by their size, never more than the works a venue can stage. */
function allocate(random: Random, venueRefs: readonly VenueRef[], total: number): number[] {
  const caps = venueRefs.map((v) => candidates(v).length);
  const weights = venueRefs.map((v) => v.halls.length + random.next());
  const counts = venueRefs.map(() => 0);
  for (let assigned = 0; assigned < total; assigned++) {
    // The venue furthest below its fair share that still has works left gets the next one.
    let best = -1;
    let bestGap = Number.NEGATIVE_INFINITY;
    const weightSum = weights.reduce((sum, w, i) => (counts[i]! < caps[i]! ? sum + w : sum), 0);
    for (let i = 0; i < venueRefs.length; i++) {
      if (counts[i]! >= caps[i]!) continue;
      const gap = (weights[i]! / weightSum) * total - counts[i]!;
      if (gap > bestGap) {
        bestGap = gap;
        best = i;
      }
    }
    if (best < 0) break;
    counts[best]! += 1;
  }
  return counts;
}

type DraftPerformance = PerformanceRef & { groupId: number | null; age: number; cast: CastEntry[] };
type CastEntry = { artist: ArtistRef; role: L4 };

function createPerformance(
  ctx: SeedContext,
  random: Random,
  venue: VenueRef,
  work: WorkData,
  title: L4,
  slugs: (base: string) => string,
  isBase: boolean,
): DraftPerformance {
  const hall = chooseHall(random, venue, work);
  const isPremiere = work.tags.includes('premiere') || random.chance(0.05);
  return {
    id: ctx.writer.id(performances),
    slug: slugs(slugify(title.ru)),
    title,
    work,
    venue,
    hall,
    isPremiere,
    isBase,
    groupId: null,
    age: work.age,
    cast: [],
  };
}

function chooseHall(random: Random, venue: VenueRef, work: WorkData): HallRef {
  const halls = venue.halls;
  if (halls.length === 1) return halls[0]!;
  const intimate = halls.find((h) => h.layout === 'chamber' || h.layout === 'cabaret');
  const club = halls.find((h) => h.layout === 'club');
  if (work.kind === 'rock-concert' && club && random.chance(0.75)) return club;
  if (work.kind !== 'rock-concert' && club) return halls.find((h) => h !== club) ?? club;
  const small = work.tags.includes('chamber') || work.tags.includes('no-intermission');
  if (intimate && small && random.chance(0.7)) return intimate;
  return random.chance(0.75) ? halls[0]! : random.pick(halls);
}

function writePerformance(
  ctx: SeedContext,
  random: Random,
  ref: Reference,
  people: People,
  p: DraftPerformance,
): void {
  const { writer } = ctx;
  const { work } = p;
  const cast = castFor(random, people, p);
  const lead = cast[0]!;
  const posterFile = p.isBase ? `posters/${p.slug}.svg` : `posters/${slugify(work.title.ru)}.svg`;
  const posterSlug = posterFile.slice('posters/'.length, -'.svg'.length);
  const poster = ctx.media.draw(posterFile, () =>
    posterImage(ctx.random(`poster:${posterSlug}`), { slug: posterSlug, kind: work.kind }),
  );

  const texts = DESCRIPTIONS[GROUP_OF_KIND[work.kind]];
  const description = compose(random, p, texts, cast, lead.artist.name);
  writer.add(performances, {
    id: p.id,
    slug: p.slug,
    title: p.title,
    shortDescription: random.pick(texts.loglines),
    description,
    age: p.age,
    durationMinutes: work.duration,
    originalImage: poster,
    poster,
    rating: null,
    ratingCount: 0,
    venueId: p.venue.id,
    performanceGroupId: p.groupId,
    isPremiere: p.isPremiere,
    isPublished: true,
    createdAt: ctx.createdAt,
    updatedAt: ctx.createdAt,
  });

  for (const genre of work.genres) {
    writer.add(performanceGenres, { performanceId: p.id, genreId: ref.genreIds.get(genre)! });
  }
  const tagSlugs = new Set<string>(work.tags);
  if (p.isPremiere) tagSlugs.add('premiere');
  if (p.venue.data.type === 'ORGANIZATOR' && random.chance(0.3)) tagSlugs.add('touring');
  if (random.chance(0.1)) tagSlugs.add('editors-choice');
  if (work.age === 0 || work.kind === 'children') tagSlugs.add('family');
  for (const tag of tagSlugs)
    writer.add(performanceTags, { performanceId: p.id, tagId: ref.tagIds.get(tag)! });

  cast.forEach((entry, position) => {
    writer.add(performanceArtists, {
      id: writer.id(performanceArtists),
      performanceId: p.id,
      artistId: entry.artist.id,
      role: entry.role,
      position,
    });
  });

  writeServices(ctx, random, p);
}

/** Director (or choreographer), conductor where there is music, then the roles. */
function castFor(random: Random, people: People, p: DraftPerformance): CastEntry[] {
  const { work, venue } = p;
  const cast: CastEntry[] = [];
  const directors = people.directors.get(venue.city.id) ?? [];
  const conductors = people.conductors.get(venue.city.id) ?? [];
  if (work.kind !== 'stand-up') {
    cast.push({
      artist: random.pick(directors),
      role: work.kind === 'ballet' ? LEAD_ROLES.choreographer : LEAD_ROLES.director,
    });
  }
  if (['opera', 'ballet', 'operetta'].includes(work.kind)) {
    cast.push({ artist: random.pick(conductors), role: LEAD_ROLES.conductor });
  }
  const troupe = people.troupes.get(venue.id) ?? [];
  const wanted = OCCUPATION_OF_KIND[work.kind];
  const suitable = troupe.filter((a) => wanted.includes(a.occupation as Occupation));
  const pool = suitable.length > 0 ? suitable : troupe;
  const used = new Set<number>();
  for (const role of work.roles) {
    const gender: Gender | null = THEATRICAL.has(work.kind) ? roleGender(role.ru) : null;
    const free = pool.filter((a) => !used.has(a.id));
    const matching = gender ? free.filter((a) => a.gender === gender) : free;
    const choices = matching.length > 0 ? matching : free.length > 0 ? free : pool;
    if (choices.length === 0) break;
    const artist = random.pick(choices);
    used.add(artist.id);
    cast.push({ artist, role });
  }
  if (work.kind === 'stand-up') {
    // A stand-up night has several comedians on the bill.
    for (const artist of random.sample(
      pool.filter((a) => !used.has(a.id)),
      random.int(1, 3),
    )) {
      cast.push({ artist, role: work.roles[work.roles.length - 1]! });
    }
  }
  return cast;
}

function inventedName(random: Random): L4 {
  const female = random.chance(0.5);
  const ru = female
    ? `${random.pick(FEMALE_FIRST_NAMES)} ${feminineSurname(random.pick(SURNAMES))}`
    : `${random.pick(MALE_FIRST_NAMES)} ${random.pick(SURNAMES)}`;
  const latin = transliterate(ru);
  return { ru, en: latin, fr: latin, de: latin };
}

const AND: Record<Locale, string> = { ru: 'и', en: 'and', fr: 'et', de: 'und' };

function listNames(names: readonly L4[], locale: Locale): string {
  const items = names.map((n) => n[locale]);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[locale]} ${items[items.length - 1]}`;
}

const QUOTES: Record<Locale, (t: string) => string> = {
  ru: (t) => `«${t}»`,
  en: (t) => `“${t}”`,
  fr: (t) => `« ${t} »`,
  de: (t) => `„${t}“`,
};

function compose(
  random: Random,
  p: DraftPerformance,
  texts: (typeof DESCRIPTIONS)[keyof typeof DESCRIPTIONS],
  cast: readonly CastEntry[],
  director: L4,
): L4 {
  const opening = random.pick(texts.openings);
  const production = random.pick(texts.production);
  const mood = random.pick(texts.moods);
  const running = runningTime(p.work.duration, p.work.intermissions);
  const conductor = cast.find((c) => c.role === LEAD_ROLES.conductor)?.artist.name;
  // The second credit is the conductor where there is one, else an invented designer.
  const designer = conductor ?? inventedName(random);
  const performers = cast
    .filter(
      (c) =>
        c.role !== LEAD_ROLES.director &&
        c.role !== LEAD_ROLES.choreographer &&
        c.role !== LEAD_ROLES.conductor,
    )
    .slice(0, 3)
    .map((c) => c.artist.name);
  const author = p.work.author ? AUTHORS[p.work.author] : null;
  const result = {} as L4;
  for (const locale of LOCALES) {
    const fill = (template: string) =>
      template
        .replaceAll('{title}', QUOTES[locale](p.title[locale]))
        .replaceAll('{author}', author ? author[locale] : '')
        .replaceAll('{director}', director[locale])
        .replaceAll('{designer}', designer[locale])
        .replaceAll('{cast}', listNames(performers.length > 0 ? performers : [director], locale));
    const sentences = [
      fill(opening[locale]),
      author ? fill(texts.credit[locale]) : '',
      fill(production[locale]),
    ];
    result[locale] = `${sentences.filter(Boolean).join(' ')}\n\n${fill(mood[locale])} ${running[locale]}`;
  }
  return result;
}

function writeServices(ctx: SeedContext, random: Random, p: DraftPerformance): void {
  const offers: (typeof SERVICES)[keyof typeof SERVICES][] = [];
  if (p.venue.data.type === 'THEATER' && p.work.kind !== 'stand-up') offers.push(SERVICES.programme);
  if (p.work.kind === 'opera' || p.work.kind === 'ballet')
    offers.push(SERVICES.binoculars, SERVICES.sparkling);
  if (random.chance(0.2)) offers.push(SERVICES.parking);
  offers.forEach((service, position) => {
    ctx.writer.add(extraServices, {
      id: ctx.writer.id(extraServices),
      eventId: null,
      performanceId: p.id,
      name: service.name,
      description: service.description,
      priceKopecks: service.price,
      stock: service.stock,
      sold: 0,
      position,
      isActive: true,
    });
  });
}
