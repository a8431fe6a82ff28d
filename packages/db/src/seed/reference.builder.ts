// Seeds the reference data everything else points at: cities, genres, tags, identity document
// types, public holidays, the site with its settings and menus, FAQ, CMS pages (one with a
// draft and a preview token) and gift-certificate designs.
import { createHash } from 'node:crypto';
import {
  certificateTemplates,
  cities,
  documentTypes,
  faqCategories,
  faqItems,
  genres,
  holidays,
  menuItems,
  pages,
  siteSettings,
  sites,
  tags,
} from '../schema/index.js';
import { certificateImage, socialIcon } from './art/images.art.js';
import { yearOf } from './calendar.js';
import { CITIES, type CityData } from './data/cities.data.js';
import { CERTIFICATE_TEMPLATES, DOCUMENT_TYPES } from './data/commerce.data.js';
import { HOLIDAYS } from './data/editorial.data.js';
import { ABOUT_DRAFT, DEMO_PREVIEW_TOKEN, FAQ, PAGES } from './data/help.data.js';
import {
  COOKIE_NOTIFICATION,
  FOOTER_MENU,
  HEADER_MENU,
  type MenuData,
  PAYMENT_METHODS,
  SITE_DOMAIN,
  SITE_NAME,
  SITE_PHONE,
  SOCIAL_NETWORKS,
} from './data/site.data.js';
import { GENRES, TAGS } from './data/taxonomy.data.js';
import type { SeedContext } from './seed.context.js';

export type CityRef = { id: number; data: CityData };

export type Reference = {
  cities: CityRef[];
  citiesBySlug: Map<string, CityRef>;
  genreIds: Map<string, number>;
  tagIds: Map<string, number>;
  siteId: number;
  certificateTemplateIds: number[];
};

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function buildReference(ctx: SeedContext): Reference {
  const { writer, createdAt } = ctx;

  const cityRefs = CITIES.map((data, position) => {
    const id = writer.id(cities);
    writer.add(cities, {
      id,
      slug: data.slug,
      name: data.name,
      nameCase: data.nameCase,
      timezone: data.timeZone,
      position,
      isActive: true,
      createdAt,
    });
    return { id, data };
  });

  const genreIds = new Map<string, number>();
  GENRES.forEach((genre, position) => {
    const id = writer.id(genres);
    genreIds.set(genre.slug, id);
    writer.add(genres, { id, slug: genre.slug, name: genre.name, position });
  });
  const tagIds = new Map<string, number>();
  TAGS.forEach((tag, position) => {
    const id = writer.id(tags);
    tagIds.set(tag.slug, id);
    writer.add(tags, { id, slug: tag.slug, name: tag.name, position });
  });

  DOCUMENT_TYPES.forEach((name, position) => {
    writer.add(documentTypes, { id: writer.id(documentTypes), name, position, isActive: true });
  });

  for (const year of [yearOf(ctx.today), yearOf(ctx.today) + 1]) {
    for (const holiday of HOLIDAYS)
      writer.add(holidays, { date: `${year}-${holiday.monthDay}`, name: holiday.name });
  }

  const siteId = buildSite(ctx, cityRefs[0]!.id);

  const random = ctx.random('certificate-templates');
  const certificateTemplateIds = CERTIFICATE_TEMPLATES.map((template, position) => {
    const id = writer.id(certificateTemplates);
    const file = `certificates/${template.key}.svg`;
    const image = ctx.media.draw(file, () =>
      certificateImage(random.fork(template.key), template.key, template.colors, template.motif),
    );
    writer.add(certificateTemplates, {
      id,
      name: template.name,
      image,
      minNominalKopecks: 100_000,
      maxNominalKopecks: 5_000_000,
      validityDays: 365,
      position,
      isActive: true,
    });
    return id;
  });

  return {
    cities: cityRefs,
    citiesBySlug: new Map(cityRefs.map((c) => [c.data.slug, c])),
    genreIds,
    tagIds,
    siteId,
    certificateTemplateIds,
  };
}

function buildSite(ctx: SeedContext, defaultCityId: number): number {
  const { writer, createdAt } = ctx;
  const siteId = writer.id(sites);
  writer.add(sites, {
    id: siteId,
    domain: SITE_DOMAIN,
    name: SITE_NAME,
    isDefault: true,
    defaultCityId,
    locales: ['ru', 'en', 'fr', 'de'],
    createdAt,
  });

  const socialNetworks = SOCIAL_NETWORKS.map((network) => {
    const file = `icons/${network.key}.svg`;
    const icon = ctx.media.draw(file, () => socialIcon(network.key, network.color, network.glyph));
    return {
      link: network.link,
      name: network.name,
      icon: { url: icon, caption: network.caption },
    };
  });
  writer.add(siteSettings, {
    siteId,
    phone: SITE_PHONE,
    socialNetworks,
    paymentMethods: PAYMENT_METHODS,
    cookieNotification: COOKIE_NOTIFICATION,
    headerColor: 'white',
    isFooterVisible: true,
    updatedAt: createdAt,
  });

  const addMenu = (menu: 'header' | 'footer', items: readonly MenuData[], parentId: number | null) => {
    items.forEach((item, position) => {
      const id = writer.id(menuItems);
      writer.add(menuItems, {
        id,
        siteId,
        menu,
        parentId,
        name: item.name,
        url: item.url,
        icon: null,
        position,
      });
      if (item.children) addMenu(menu, item.children, id);
    });
  };
  addMenu('header', HEADER_MENU, null);
  addMenu('footer', FOOTER_MENU, null);

  FAQ.forEach((category, position) => {
    const categoryId = writer.id(faqCategories);
    writer.add(faqCategories, {
      id: categoryId,
      siteId,
      slug: category.slug,
      title: category.title,
      position,
    });
    category.items.forEach((item, itemPosition) => {
      writer.add(faqItems, {
        id: writer.id(faqItems),
        categoryId,
        question: item.question,
        answer: item.answer,
        position: itemPosition,
        isPublished: true,
        updatedAt: createdAt,
      });
    });
  });

  for (const page of PAGES) {
    const isAbout = page.path === '/about';
    writer.add(pages, {
      id: writer.id(pages),
      siteId,
      path: page.path,
      title: page.title,
      body: page.body,
      // The about page has an unpublished edit that /pages/preview shows with the demo token.
      draftTitle: isAbout ? ABOUT_DRAFT.title : null,
      draftBody: isAbout ? ABOUT_DRAFT.body : null,
      previewTokenHash: isAbout ? sha256(DEMO_PREVIEW_TOKEN) : null,
      isPublished: true,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return siteId;
}
