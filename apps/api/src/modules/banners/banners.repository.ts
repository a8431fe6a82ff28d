// Owns reading the home-page content of a city: main slides (inside their time window), the
// gift-card banner and the footer banners. Each list is one prepared statement answering one
// JSON array already in the API shape: these are read on every home-page render.

import type { TBanner, TGiftCardBanner, TMainSlide } from '@afisha/contracts';
import { cities, type Db, footerBanners, giftCardBanners, type Locale, mainSlides } from '@afisha/db';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';

export type BannersRepository = {
  /** `citySlug` null or unknown: the site-wide entries only. */
  listMainSlides(citySlug: string | null, locale: Locale, now: Date): Promise<TMainSlide[]>;
  listGiftCardBanners(citySlug: string | null, locale: Locale): Promise<TGiftCardBanner[]>;
  listFooterBanners(citySlug: string | null, locale: Locale): Promise<TBanner[]>;
};

/** Entries of every city, and those of the city named by the `city` placeholder when it is active. */
function forCity(cityId: AnyColumn): SQL {
  const cityOfSlug = sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${sql.placeholder('city')} and ${cities.isActive})`;
  return or(isNull(cityId), eq(cityId, cityOfSlug)) as SQL;
}

/** The rows as one JSON array (never null) in the given order. */
function jsonList<T>(item: SQL, orderBy: SQL) {
  return sql<T[]>`coalesce(json_agg(${item} order by ${orderBy}), '[]'::json)`;
}

export function createBannersRepository(db: Db): BannersRepository {
  const mainSlideItem = sql`json_build_object(
    'id', ${mainSlides.id},
    'image', json_build_object('url', ${mainSlides.image}, 'caption', ${inLocale(mainSlides.title)}),
    'url', ${mainSlides.url},
    'title', ${inLocale(mainSlides.title)},
    'subtitle', ${inLocale(mainSlides.subtitle)})`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const listMainSlides = db
    .select({ list: jsonList<TMainSlide>(mainSlideItem, sql`${mainSlides.position}, ${mainSlides.id}`) })
    .from(mainSlides)
    .where(
      and(
        eq(mainSlides.isActive, true),
        forCity(mainSlides.cityId),
        // The window is [starts_at, ends_at); either end may be open.
        or(isNull(mainSlides.startsAt), sql`${mainSlides.startsAt} <= ${now}`),
        or(isNull(mainSlides.endsAt), sql`${mainSlides.endsAt} > ${now}`),
      ),
    )
    .prepare('banners_main_slides');

  const giftItem = sql`json_build_object(
    'id', ${giftCardBanners.id},
    'image', json_build_object('url', ${giftCardBanners.image}, 'caption', ${inLocale(giftCardBanners.title)}),
    'url', ${giftCardBanners.url},
    'title', ${inLocale(giftCardBanners.title)},
    'text', ${inLocale(giftCardBanners.text)})`;
  // Gift-card banners have no position: the city's own banner comes before the site-wide one.
  const listGiftCardBanners = db
    .select({
      list: jsonList<TGiftCardBanner>(
        giftItem,
        sql`${giftCardBanners.cityId} is null, ${giftCardBanners.id}`,
      ),
    })
    .from(giftCardBanners)
    .where(and(eq(giftCardBanners.isActive, true), forCity(giftCardBanners.cityId)))
    .prepare('banners_gift_card');

  const footerItem = sql`json_build_object(
    'id', ${footerBanners.id},
    'image', json_build_object('url', ${footerBanners.imageUrl}, 'caption', coalesce(${inLocale(footerBanners.imageCaption)}, '')),
    'url', ${footerBanners.url})`;
  const listFooterBanners = db
    .select({ list: jsonList<TBanner>(footerItem, sql`${footerBanners.position}, ${footerBanners.id}`) })
    .from(footerBanners)
    .where(and(eq(footerBanners.isActive, true), forCity(footerBanners.cityId)))
    .prepare('banners_footer');

  // No city binds '', which no city has: the statement text stays the same either way.
  const city = (slug: string | null) => slug ?? '';
  return {
    async listMainSlides(citySlug, locale, at) {
      const [row] = await listMainSlides.execute({ city: city(citySlug), locale, now: at.toISOString() });
      return row?.list ?? [];
    },
    async listGiftCardBanners(citySlug, locale) {
      const [row] = await listGiftCardBanners.execute({ city: city(citySlug), locale });
      return row?.list ?? [];
    },
    async listFooterBanners(citySlug, locale) {
      const [row] = await listFooterBanners.execute({ city: city(citySlug), locale });
      return row?.list ?? [];
    },
  };
}
