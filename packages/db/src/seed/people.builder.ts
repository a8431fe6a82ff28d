// Seeds artists: a troupe for every venue (actors, singers, dancers, musicians or comedians, as
// the venue's kind says) and, per city, the directors and conductors who lead productions.
// Names are invented from common Russian names; biographies are composed in four languages.
import { artists } from '../schema/index.js';
import { portraitImage } from './art/images.art.js';
import {
  AWARDS,
  FEMALE_FIRST_NAMES,
  feminineSurname,
  type Gender,
  MALE_FIRST_NAMES,
  OCCUPATION_NAMES,
  type Occupation,
  SCHOOLS,
  SURNAMES,
} from './data/people.data.js';
import type { Random } from './random.js';
import type { CityRef, Reference } from './reference.builder.js';
import type { SeedContext } from './seed.context.js';
import { createSlugRegistry, type L4, slugify, transliterate } from './text.js';
import { BASE_VENUES, type VenueRef } from './venues.builder.js';

export type ArtistRef = { id: number; name: L4; gender: Gender; occupation: Occupation };

export type People = {
  troupes: Map<number, ArtistRef[]>;
  directors: Map<number, ArtistRef[]>;
  conductors: Map<number, ArtistRef[]>;
};

export async function buildPeople(
  ctx: SeedContext,
  ref: Reference,
  venueRefs: readonly VenueRef[],
): Promise<People> {
  const slugs = createSlugRegistry();
  const people: People = { troupes: new Map(), directors: new Map(), conductors: new Map() };

  for (const city of ref.cities) {
    const random = ctx.random(`leads:${city.data.slug}`);
    const lead = (occupation: Occupation) => createArtist(ctx, random, slugs, occupation, city);
    people.directors.set(
      city.id,
      Array.from({ length: random.int(4, 6) }, () => lead('director')),
    );
    people.conductors.set(
      city.id,
      Array.from({ length: random.int(2, 3) }, () => lead('conductor')),
    );
  }

  for (const [index, venue] of venueRefs.entries()) {
    const random = ctx.random(`troupe:${venue.id}`);
    // The base catalogue's venues get fuller troupes than the ones added for benchmarks.
    const size = index < BASE_VENUES ? random.int(10, 16) : random.int(6, 9);
    const troupe: ArtistRef[] = [];
    for (let i = 0; i < size; i++) {
      const occupation = venue.data.troupe[i % venue.data.troupe.length]!;
      troupe.push(createArtist(ctx, random, slugs, occupation, venue.city));
    }
    people.troupes.set(venue.id, troupe);
    await ctx.writer.checkpoint();
  }
  return people;
}

function createArtist(
  ctx: SeedContext,
  random: Random,
  slugs: (base: string) => string,
  occupation: Occupation,
  city: CityRef,
): ArtistRef {
  const gender: Gender = random.chance(0.5) ? 'f' : 'm';
  const first = random.pick(gender === 'f' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surname = random.pick(SURNAMES);
  const ru = `${first} ${gender === 'f' ? feminineSurname(surname) : surname}`;
  const latin = transliterate(ru);
  const name: L4 = { ru, en: latin, fr: latin, de: latin };
  const slug = slugs(slugify(ru));
  const id = ctx.writer.id(artists);
  const photo = `artists/${slug}.svg`;
  const photoUrl = ctx.media.draw(photo, () => portraitImage(random.fork(slug), slug));
  ctx.writer.add(artists, {
    id,
    slug,
    name,
    bio: biography(random, name, gender, occupation, city),
    photo: photoUrl,
    createdAt: ctx.createdAt,
  });
  return { id, name, gender, occupation };
}

function biography(random: Random, name: L4, gender: Gender, occupation: Occupation, city: CityRef): L4 {
  const job = OCCUPATION_NAMES[occupation][gender];
  const school = random.pick(SCHOOLS[occupation]);
  const year = random.int(1985, 2020);
  const award = random.chance(0.4) ? random.pick(AWARDS)[gender] : null;
  const f = gender === 'f';
  const c = city.data;
  const study: L4 =
    occupation === 'comedian'
      ? {
          ru: `Выступает со стендапом с ${year} года.`,
          en: `${f ? 'She' : 'He'} has been doing stand-up since ${year}.`,
          fr: `${f ? 'Elle' : 'Il'} fait du stand-up depuis ${year}.`,
          de: `${f ? 'Sie' : 'Er'} steht seit ${year} mit Stand-up auf der Bühne.`,
        }
      : {
          ru: `${f ? 'Окончила' : 'Окончил'} ${school.ru} в ${year} году.`,
          en: `${f ? 'She' : 'He'} graduated from ${school.en} in ${year}.`,
          fr: `${f ? 'Elle est diplômée' : 'Il est diplômé'} ${school.fr} (${year}).`,
          de: `${f ? 'Absolventin' : 'Absolvent'} ${school.de} (${year}).`,
        };
  const parts = (locale: keyof L4, intro: string, home: string) =>
    [intro, study[locale], award?.[locale], home].filter(Boolean).join(' ');
  return {
    ru: parts('ru', `${name.ru} — ${job.ru}.`, `Живёт и работает в ${c.nameCase.ru}.`),
    en: parts('en', `${name.en} is ${job.en}.`, `Based in ${c.name.en}.`),
    fr: parts('fr', `${name.fr} est ${job.fr}.`, `Vit et travaille à ${c.name.fr}.`),
    de: parts('de', `${name.de} ist ${job.de}.`, `Lebt und arbeitet in ${c.name.de}.`),
  };
}
