// Owns editorial content: collections (selections), home-page slides and sliders, banners,
// public holidays, CMS pages with drafts, and the FAQ.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { performances } from './catalogue.js';
import { createdAt, id, localized, localizedCheck, timestamptz, updatedAt } from './columns.js';
import { cities } from './geo.js';
import { sites } from './site.js';

/** Editorial collections (route /collections); no city means shown in every city. */
export const selections = pgTable(
  'selections',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    description: localized('description'),
    image: text('image'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('selections_slug_uq').on(t.slug),
    index('selections_city_idx').on(t.cityId, t.position),
    localizedCheck('selections_title_ru_ck', t.title),
    localizedCheck('selections_description_ru_ck', t.description, true),
  ],
);

export const selectionItems = pgTable(
  'selection_items',
  {
    selectionId: integer('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.selectionId, t.performanceId] }),
    index('selection_items_performance_idx').on(t.performanceId),
  ],
);

/** Home-page hero slides; shown while now() is inside [starts_at, ends_at) (open ends allowed). */
export const mainSlides = pgTable(
  'main_slides',
  {
    id: id(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    title: localized('title').notNull(),
    subtitle: localized('subtitle'),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
  },
  (t) => [
    index('main_slides_city_idx').on(t.cityId, t.position),
    localizedCheck('main_slides_title_ru_ck', t.title),
    localizedCheck('main_slides_subtitle_ru_ck', t.subtitle, true),
    check('main_slides_window_ck', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Recommendation slider on the home page: chosen performances per city. */
export const recommendSliderItems = pgTable(
  'recommend_slider_items',
  {
    id: id(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    /** Overrides the performance poster when set. */
    image: text('image'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('recommend_slider_items_city_idx').on(t.cityId, t.position)],
);

/** SPEC.md footer banner: `{id, image: {url, caption}, url}`. */
export const footerBanners = pgTable(
  'footer_banners',
  {
    id: id(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageCaption: localized('image_caption'),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('footer_banners_city_idx').on(t.cityId, t.position),
    localizedCheck('footer_banners_image_caption_ru_ck', t.imageCaption, true),
  ],
);

export const giftCardBanners = pgTable(
  'gift_card_banners',
  {
    id: id(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    title: localized('title').notNull(),
    text: localized('text'),
    url: text('url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('gift_card_banners_city_idx').on(t.cityId),
    localizedCheck('gift_card_banners_title_ru_ck', t.title),
    localizedCheck('gift_card_banners_text_ru_ck', t.text, true),
  ],
);

/** Public holidays: the `weekends` filter counts them as weekend days. */
export const holidays = pgTable(
  'holidays',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    name: localized('name').notNull(),
  },
  (t) => [localizedCheck('holidays_name_ru_ck', t.name)],
);

/**
 * CMS pages found by path per site. Editors write the draft columns; publishing copies them to
 * title/body. The preview token is stored hashed; /pages/preview compares hashes.
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Normalised path with a leading slash and no trailing one ("/about"). */
    path: text('path').notNull(),
    title: localized('title').notNull(),
    body: localized('body').notNull(),
    draftTitle: localized('draft_title'),
    draftBody: localized('draft_body'),
    isPublished: boolean('is_published').notNull().default(false),
    previewTokenHash: text('preview_token_hash'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pages_site_path_uq').on(t.siteId, t.path),
    uniqueIndex('pages_preview_token_uq').on(t.previewTokenHash),
    check('pages_path_ck', sql`${t.path} ~ '^/'`),
    localizedCheck('pages_title_ru_ck', t.title),
    localizedCheck('pages_body_ru_ck', t.body),
    localizedCheck('pages_draft_title_ru_ck', t.draftTitle, true),
    localizedCheck('pages_draft_body_ru_ck', t.draftBody, true),
  ],
);

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('faq_categories_site_slug_uq').on(t.siteId, t.slug),
    localizedCheck('faq_categories_title_ru_ck', t.title),
  ],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: localized('question').notNull(),
    answer: localized('answer').notNull(),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faq_items_category_idx').on(t.categoryId, t.position),
    localizedCheck('faq_items_question_ru_ck', t.question),
    localizedCheck('faq_items_answer_ru_ck', t.answer),
  ],
);
