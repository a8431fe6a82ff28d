// A small, hand-checkable catalogue shared by the catalogue endpoint tests: two cities, three
// venues, eight performances whose events exercise every rule of "upcoming in scope" (past,
// cancelled, unpublished, open-date, weekend, holiday, another city). The test clock stands on
// Wednesday 2030-01-15 15:00 in Moscow; 2030-01-19/20 are a weekend, 2030-01-21 a holiday.
import type { Db } from '@afisha/db';
import {
  createArtist,
  createGenre,
  createHoliday,
  createPerformance,
  createSession,
  createTag,
  createVenue,
} from './catalogue.factory.ts';
import { createCity } from './cities.factory.ts';

export const CATALOGUE_NOW = new Date('2030-01-15T12:00:00Z');

/** A Moscow wall-clock time (UTC+3) as an instant. */
export const msk = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

export async function createDemoCatalogue(db: Db) {
  const moscow = await createCity(db, {
    slug: 'moscow',
    name: { ru: 'Москва', en: 'Moscow', fr: 'Moscou' },
    nameCase: { ru: 'Москве', en: 'Moscow' },
    position: 1,
  });
  const kazan = await createCity(db, {
    slug: 'kazan',
    name: { ru: 'Казань', en: 'Kazan' },
    nameCase: { ru: 'Казани', en: 'Kazan' },
    position: 2,
  });

  const drama = await createGenre(db, 'drama', { ru: 'Драма', en: 'Drama', fr: 'Drame' });
  const opera = await createGenre(db, 'opera', { ru: 'Опера', en: 'Opera' });
  const comedy = await createGenre(db, 'comedy', { ru: 'Комедия', en: 'Comedy' });
  const premiere = await createTag(db, 'premiere', { ru: 'Премьера', en: 'Premiere' });
  const family = await createTag(db, 'family', { ru: 'Для всей семьи', en: 'For the whole family' });
  await createHoliday(db, '2030-01-21', { ru: 'Праздник', en: 'Holiday' });

  const hamletActor = await createArtist(db, {
    slug: 'ivan-petrov',
    name: { ru: 'Иван Петров', en: 'Ivan Petrov' },
    bio: { ru: 'Народный артист.', en: 'People’s Artist.' },
  });
  const director = await createArtist(db, {
    slug: 'yolkin',
    name: { ru: 'Пётр Ёлкин', en: 'Pyotr Yolkin' },
  });

  const mxat = await createVenue(db, {
    city: moscow,
    slug: 'mxat',
    name: { ru: 'МХАТ', en: 'Moscow Art Theatre' },
    hall: {
      slug: 'main-stage',
      title: { ru: 'Основная сцена', en: 'Main Stage' },
      subtitle: { ru: 'МХАТ', en: 'Moscow Art Theatre' },
      address: { ru: 'Камергерский пер., 3', en: '3 Kamergersky Lane' },
    },
    subways: [
      { title: { ru: 'Охотный Ряд', en: 'Okhotny Ryad' }, color: '#D6083B' },
      { title: { ru: 'Театральная', en: 'Teatralnaya' }, color: '#0A6F20' },
    ],
  });
  const bolshoi = await createVenue(db, {
    city: moscow,
    slug: 'bolshoi',
    name: { ru: 'Большой театр', en: 'Bolshoi Theatre' },
  });
  const kazanDrama = await createVenue(db, {
    city: kazan,
    slug: 'kachalov',
    name: { ru: 'Театр Качалова', en: 'Kachalov Theatre' },
  });

  const hamlet = await createPerformance(db, mxat, {
    slug: 'hamlet',
    title: { ru: 'Гамлет', en: 'Hamlet' },
    shortDescription: { ru: 'Трагедия в двух актах.', en: 'A tragedy in two acts.' },
    description: { ru: 'Быть или не быть.', en: 'To be or not to be.' },
    age: 16,
    durationMinutes: 170,
    rating: 4.5,
    ratingCount: 12,
    isPremiere: true,
    group: { slug: 'hamlet-group', title: { ru: 'Гамлет', en: 'Hamlet' } },
    genreIds: [drama.id],
    tagIds: [premiere.id],
    cast: [
      { artistId: director.id, role: { ru: 'Режиссёр', en: 'Director' } },
      { artistId: hamletActor.id, role: { ru: 'Гамлет', en: 'Hamlet' } },
    ],
  });
  const hamletPast = await createSession(db, mxat, hamlet, { startsAt: msk('2030-01-14', '19:00') });
  const hamletCancelled = await createSession(db, mxat, hamlet, {
    startsAt: msk('2030-01-16', '19:00'),
    saleStatus: 'cancelled',
    minPrice: 100,
  });
  const hamletThursday = await createSession(db, mxat, hamlet, {
    startsAt: msk('2030-01-17', '19:00'),
    minPrice: 1000,
    maxPrice: 3000,
  });
  const hamletSaturday = await createSession(db, mxat, hamlet, {
    startsAt: msk('2030-01-19', '12:00'),
    minPrice: 500,
    maxPrice: 2500.5,
    age: 18,
  });

  const aida = await createPerformance(db, bolshoi, {
    slug: 'aida',
    title: { ru: 'Аида', en: 'Aida' },
    rating: 4.9,
    ratingCount: 30,
    genreIds: [opera.id],
    cast: [{ artistId: hamletActor.id, role: { ru: 'Радамес' } }],
  });
  const aidaWednesday = await createSession(db, bolshoi, aida, {
    startsAt: msk('2030-01-16', '19:00'),
    minPrice: 2000,
    maxPrice: 8000,
  });

  const seagull = await createPerformance(db, mxat, {
    slug: 'seagull',
    title: { ru: 'Чайка', en: 'The Seagull' },
    genreIds: [drama.id, comedy.id],
    tagIds: [family.id],
  });
  const seagullHoliday = await createSession(db, mxat, seagull, {
    startsAt: msk('2030-01-21', '19:00'),
    minPrice: 800,
    maxPrice: 1500,
  });

  const hidden = await createPerformance(db, mxat, {
    slug: 'hidden',
    title: { ru: 'Черновик' },
    isPublished: false,
    genreIds: [drama.id],
  });
  await createSession(db, mxat, hidden, { startsAt: msk('2030-01-16', '18:00') });

  const finished = await createPerformance(db, bolshoi, { slug: 'finished', title: { ru: 'Сошедший' } });
  await createSession(db, bolshoi, finished, { startsAt: msk('2030-01-10', '19:00') });

  const dowry = await createPerformance(db, kazanDrama, {
    slug: 'dowry',
    title: { ru: 'Бесприданница', en: 'Without a Dowry' },
    rating: 3.8,
    genreIds: [comedy.id],
  });
  const dowryFriday = await createSession(db, kazanDrama, dowry, {
    startsAt: msk('2030-01-18', '18:30'),
    minPrice: 1200,
    maxPrice: 2000,
  });

  // Valid any day from 2030-01-10 10:00 until 2030-02-10 21:00 (its starts_at).
  const romances = await createPerformance(db, bolshoi, {
    slug: 'romances',
    title: { ru: 'Вечер романсов', en: 'An Evening of Romances' },
    rating: 4.5,
    ratingCount: 3,
  });
  const romancesOpen = await createSession(db, bolshoi, romances, {
    startsAt: msk('2030-02-10', '21:00'),
    openDate: { beginDate: '2030-01-10', beginTime: '10:00:00' },
    minPrice: 1500,
    maxPrice: 1500,
  });

  const called = await createPerformance(db, bolshoi, { slug: 'called-off', title: { ru: 'Отменённый' } });
  await createSession(db, bolshoi, called, { startsAt: msk('2030-01-20', '19:00'), saleStatus: 'cancelled' });

  return {
    cities: { moscow, kazan },
    genres: { drama, opera, comedy },
    tags: { premiere, family },
    artists: { hamletActor, director },
    venues: { mxat, bolshoi, kazanDrama },
    performances: { hamlet, aida, seagull, hidden, finished, dowry, romances, called },
    events: {
      hamletPast,
      hamletCancelled,
      hamletThursday,
      hamletSaturday,
      aidaWednesday,
      seagullHoliday,
      dowryFriday,
      romancesOpen,
    },
  };
}

export type DemoCatalogue = Awaited<ReturnType<typeof createDemoCatalogue>>;
