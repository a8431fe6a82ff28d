// Seeds venues (theatres and organisers) with their logos and descriptions, their halls with
// addresses and metro stations, and one seat plan per hall drawn by hall-plan.ts. The base
// catalogue has 35 venues in the 8 cities; larger scales add venues spread by city weight.
import {
  hallPlans,
  hallSubways,
  halls,
  planRows,
  planSeats,
  planSections,
  planZones,
  priceCategories,
  venues,
} from '../schema/index.js';
import { logoImage } from './art/images.art.js';
import type { StreetData } from './data/cities.data.js';
import type { SectionKind } from './data/hall-terms.data.js';
import {
  CITY_VENUES,
  type ProperName,
  RENTED_HALL_NAMES,
  VENUE_KINDS,
  type VenueKind,
  type VenueKindData,
} from './data/venues.data.js';
import { generateHallPlan, type HallLayout } from './hall-plan.js';
import type { Random } from './random.js';
import type { CityRef, Reference } from './reference.builder.js';
import type { SeedContext } from './seed.context.js';
import { createSlugRegistry, type L4, slugify, transliterate } from './text.js';

export type SeatRef = { id: number; categoryId: number; sellable: boolean };
export type PlanRef = {
  id: number;
  seatCount: number;
  categories: { id: number; tier: number }[];
  zones: { id: number; capacity: number }[];
  seats: SeatRef[];
};
export type HallRef = { id: number; title: L4; layout: HallLayout; plan: PlanRef };
export type VenueRef = {
  id: number;
  slug: string;
  kind: VenueKind;
  data: VenueKindData;
  name: L4;
  city: CityRef;
  halls: HallRef[];
};

const DB_SECTION_KIND: Record<SectionKind, (typeof planSections.$inferInsert)['kind']> = {
  parterre: 'parterre',
  amphitheatre: 'amphitheatre',
  mezzanine: 'mezzanine',
  balcony: 'balcony',
  'upper-balcony': 'balcony',
  benoir: 'box',
  'boxes-left': 'box',
  'boxes-right': 'box',
  hall: 'stalls',
};

/** Venues of the base catalogue; they come first in every list of venues. */
export const BASE_VENUES = Object.values(CITY_VENUES).reduce((n, kinds) => n + kinds.length, 0);

/** Venues multiply with the scale up to this factor, so plans stay a few hundred thousand seats. */
const MAX_VENUE_MULTIPLIER = 10;

function venueCount(scale: number): number {
  return BASE_VENUES * Math.min(Math.max(1, Math.ceil(scale)), MAX_VENUE_MULTIPLIER);
}

export async function buildVenues(ctx: SeedContext, ref: Reference): Promise<VenueRef[]> {
  const slugs = createSlugRegistry();
  const usedNames = new Map<VenueKind, number>();
  const plans: { city: CityRef; kind: VenueKind; label: string }[] = [];

  for (const city of ref.cities) {
    // The index keeps the labels (and so the random streams) of two venues of one kind apart.
    (CITY_VENUES[city.data.slug] ?? []).forEach((kind, i) => {
      plans.push({ city, kind, label: `${city.data.slug}/${i}/${kind}` });
    });
  }
  // Scaled catalogues: more venues, in cities by weight and of kinds in proportion to the base.
  const extra = venueCount(ctx.scale) - plans.length;
  const pickExtra = ctx.random('scale-venues');
  const cityWeights = ref.cities.map((c) => [c, c.data.weight] as const);
  const baseKinds = plans.map((p) => [p.kind, 1] as const);
  for (let i = 0; i < extra; i++) {
    plans.push({
      city: pickExtra.weighted(cityWeights),
      kind: pickExtra.weighted(baseKinds),
      label: `extra/${i}`,
    });
  }

  const result: VenueRef[] = [];
  for (const [position, plan] of plans.entries()) {
    const random = ctx.random(`venue:${plan.label}`);
    const data = VENUE_KINDS[plan.kind];
    const used = usedNames.get(plan.kind) ?? 0;
    usedNames.set(plan.kind, used + 1);
    // Names run out at scale: the second round numbers them («Зеркало 2»).
    const round = Math.floor(used / data.names.length);
    const baseName = data.names[used % data.names.length]!;
    const ru = round === 0 ? baseName : `${baseName} ${round + 1}`;
    const proper: ProperName = { ru, lat: transliterate(ru) };
    result.push(buildVenue(ctx, random, plan.city, plan.kind, proper, slugs, position));
    await ctx.writer.checkpoint();
  }
  return result;
}

function buildVenue(
  ctx: SeedContext,
  random: Random,
  city: CityRef,
  kind: VenueKind,
  proper: ProperName,
  slugs: (base: string) => string,
  position: number,
): VenueRef {
  const { writer } = ctx;
  const data = VENUE_KINDS[kind];
  const name = data.name(proper);
  const slug = slugs(slugify(name.en));
  const id = writer.id(venues);
  const founded = random.int(1898, 2016);

  const logoFile = `logos/${slug}.svg`;
  const logo = ctx.media.draw(logoFile, () => logoImage(random.fork('logo'), slug));

  writer.add(venues, {
    id,
    type: data.type,
    slug,
    name,
    logo,
    description: describeVenue(name, city, founded, data.blurb),
    cityId: city.id,
    timezone: city.data.timeZone,
    website: `https://${slug}.example`,
    phone: phoneNumber(random, city.data.phoneCode),
    position,
    isActive: true,
    createdAt: ctx.createdAt,
    updatedAt: ctx.createdAt,
  });

  const mainAddress = address(random, random.pick(city.data.streets));
  const hallSlugs = createSlugRegistry();
  const venueHalls: HallRef[] = [];
  data.halls.forEach((spec, index) => {
    if (index > 0 && !random.chance(spec.chance)) return;
    const rentedName = random.pick(RENTED_HALL_NAMES);
    const title = spec.title({ ru: rentedName, lat: transliterate(rentedName) });
    // A second stage is sometimes in another building down the street.
    const hallAddress =
      index === 0 || random.chance(0.7) ? mainAddress : address(random, random.pick(city.data.streets));
    const hallId = writer.id(halls);
    writer.add(halls, {
      id: hallId,
      venueId: id,
      slug: hallSlugs(slugify(title.en)),
      title,
      // Theatre stages are named generically ("Main Stage"), so the theatre's name follows.
      subtitle: data.type === 'THEATER' ? name : null,
      address: hallAddress,
      latitude: round5(city.data.lat + (random.next() - 0.5) * 0.04),
      longitude: round5(city.data.lng + (random.next() - 0.5) * 0.06),
      position: index,
    });
    const stations = random.sample(city.data.stations, random.int(1, 2));
    stations.forEach((station, stationPosition) => {
      writer.add(hallSubways, {
        id: writer.id(hallSubways),
        hallId,
        title: {
          ru: station.name,
          en: transliterate(station.name),
          fr: transliterate(station.name),
          de: transliterate(station.name),
        },
        color: station.color,
        position: stationPosition,
      });
    });
    const plan = buildPlan(ctx, random.fork(`plan:${index}`), hallId, spec.layout, title.ru);
    venueHalls.push({ id: hallId, title, layout: spec.layout, plan });
  });

  return { id, slug, kind, data, name, city, halls: venueHalls };
}

function buildPlan(
  ctx: SeedContext,
  random: Random,
  hallId: number,
  layout: HallLayout,
  hallTitle: string,
): PlanRef {
  const { writer } = ctx;
  const draft = generateHallPlan(random, layout);
  const planId = writer.id(hallPlans);
  writer.add(hallPlans, {
    id: planId,
    hallId,
    name: `${hallTitle}: основная схема`,
    width: draft.width,
    height: draft.height,
    isDefault: true,
    revision: 1,
    publishedAt: ctx.createdAt,
    createdAt: ctx.createdAt,
  });
  const categories = draft.categories.map((category, position) => {
    const id = writer.id(priceCategories);
    writer.add(priceCategories, {
      id,
      planId,
      key: `c${position + 1}`,
      name: category.name,
      color: category.color,
      position,
    });
    return { id, tier: category.tier };
  });

  // A few seats at the ends of the last rows are kept off sale (restricted view), as venues do.
  const offSale = random.int(0, 4);
  const seats: SeatRef[] = [];
  draft.sections.forEach((section, sectionPosition) => {
    const sectionId = writer.id(planSections);
    const sectionKey = `s${sectionPosition + 1}`;
    writer.add(planSections, {
      id: sectionId,
      planId,
      key: sectionKey,
      name: section.name,
      kind: DB_SECTION_KIND[section.kind],
      position: sectionPosition,
    });
    section.rows.forEach((row, rowPosition) => {
      const rowId = writer.id(planRows);
      const rowKey = `${sectionKey}-${row.number}`;
      writer.add(planRows, {
        id: rowId,
        sectionId,
        key: rowKey,
        label: String(row.number),
        position: rowPosition,
      });
      const lastRow =
        sectionPosition === draft.sections.length - 1 && rowPosition === section.rows.length - 1;
      row.seats.forEach((seat, seatIndex) => {
        const id = writer.id(planSeats);
        const categoryId = categories[seat.category]!.id;
        const sellable = !(
          lastRow &&
          (seatIndex < offSale / 2 || seatIndex >= row.seats.length - offSale / 2)
        );
        writer.add(planSeats, {
          id,
          planId,
          sectionId,
          rowId,
          key: `${rowKey}-${seat.number}`,
          label: String(seat.number),
          x: seat.x,
          y: seat.y,
          priceCategoryId: categoryId,
          isSellable: sellable,
        });
        seats.push({ id, categoryId, sellable });
      });
    });
  });
  const zones = draft.zones.map((zone, position) => {
    const id = writer.id(planZones);
    writer.add(planZones, {
      id,
      planId,
      key: `z${position + 1}`,
      name: zone.name,
      capacity: zone.capacity,
      priceCategoryId: categories[zone.category]!.id,
      shape: { kind: 'rect', ...zone.rect },
      position,
    });
    return { id, capacity: zone.capacity };
  });
  return { id: planId, seatCount: draft.seatCount, categories, zones, seats };
}

function describeVenue(name: L4, city: CityRef, founded: number, blurb: L4): L4 {
  const c = city.data.name;
  // French elides "de" before a vowel: d'Iekaterinbourg.
  const frOf = /^[AEIOUYÉ]/i.test(c.fr) ? `d’${c.fr}` : `de ${c.fr}`;
  return {
    ru: `${name.ru} работает в ${city.data.nameCase.ru} с ${founded} года. ${blurb.ru}`,
    en: `${name.en} has been part of the cultural life of ${c.en} since ${founded}. ${blurb.en}`,
    fr: `${name.fr} fait partie de la vie culturelle ${frOf} depuis ${founded}. ${blurb.fr}`,
    de: `${name.de} prägt seit ${founded} das Kulturleben von ${c.de}. ${blurb.de}`,
  };
}

const STREET_WORDS: Record<StreetData['kind'], { ru: string; en: string; fr: string; de: string }> = {
  street: { ru: 'улица', en: 'Street', fr: 'rue', de: 'Straße' },
  avenue: { ru: 'проспект', en: 'Prospekt', fr: 'perspective', de: 'Prospekt' },
  boulevard: { ru: 'бульвар', en: 'Boulevard', fr: 'boulevard', de: 'Boulevard' },
  lane: { ru: 'переулок', en: 'Lane', fr: 'ruelle', de: 'Gasse' },
  square: { ru: 'площадь', en: 'Square', fr: 'place', de: 'Platz' },
  embankment: { ru: 'набережная', en: 'Embankment', fr: 'quai', de: 'Ufer' },
  highway: { ru: 'шоссе', en: 'Highway', fr: 'chaussée', de: 'Chaussee' },
};

function address(random: Random, street: StreetData): L4 {
  const number = String(random.int(1, 64)) + (random.chance(0.15) ? `, стр. ${random.int(1, 4)}` : '');
  const numberLatin = number.replace('стр.', 'bldg');
  const word = STREET_WORDS[street.kind];
  // Russian puts adjective-like names before the kind word («Невский проспект»), others after.
  const adjective = /(ий|ый|ой|ая|ое)$/.test(street.name);
  const ru =
    street.kind === 'street'
      ? `ул. ${street.name}, ${number}`
      : adjective
        ? `${street.name} ${word.ru}, ${number}`
        : `${word.ru} ${street.name}, ${number}`;
  const lat = transliterate(street.name);
  return {
    ru,
    en: `${numberLatin} ${lat} ${word.en}`,
    fr: `${numberLatin.replace('bldg', 'bât.')}, ${word.fr} ${lat}`,
    de: `${lat} ${word.de} ${numberLatin.replace('bldg', 'Geb.')}`,
  };
}

function phoneNumber(random: Random, code: string): string {
  const digits = String(random.int(0, 10 ** (10 - code.length) - 1)).padStart(10 - code.length, '0');
  const groups =
    digits.length === 7
      ? [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)]
      : [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  return `+7 (${code}) ${groups.join('-')}`;
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
