// Seeds the editorial layer and the small commercial extras: collections (global and one per
// city), home-page slides, the recommendation slider, footer banners, the gift-card banner,
// promo codes and two demo gift certificates with their ledger. (Visitor submissions, such as
// newsletter, callbacks, site feedback and the waiting list, come with the accounts builder.)
import {
  certificateTransactions,
  footerBanners,
  giftCardBanners,
  giftCertificates,
  mainSlides,
  promoCodes,
  recommendSliderItems,
  selectionItems,
  selections,
} from '../schema/index.js';
import { collectionImage, footerBannerImage, giftCardBannerImage, slideImage } from './art/images.art.js';
import { addDays, instantAt } from './calendar.js';
import {
  COLLECTIONS,
  type CollectionRule,
  cityCollectionTitle,
  FOOTER_BANNERS,
  GIFT_CARD_BANNER,
} from './data/editorial.data.js';
import type { Reference } from './reference.builder.js';
import type { PerformanceRef } from './repertoire.builder.js';
import type { SeedContext } from './seed.context.js';
import type { L4 } from './text.js';
import type { VenueRef } from './venues.builder.js';

function matches(rule: CollectionRule, p: PerformanceRef): boolean {
  if (rule.premieres && p.isPremiere) return true;
  if (rule.kinds?.includes(p.work.kind)) return true;
  if (rule.genres?.some((g) => p.work.genres.includes(g))) return true;
  if (rule.tags?.some((t) => p.work.tags.includes(t))) return true;
  return false;
}

export async function buildEditorial(
  ctx: SeedContext,
  ref: Reference,
  venueRefs: readonly VenueRef[],
  performanceRefs: readonly PerformanceRef[],
): Promise<void> {
  const { writer, createdAt } = ctx;
  const random = ctx.random('editorial');
  const base = performanceRefs.filter((p) => p.isBase);

  const addSelection = (
    slug: string,
    title: L4,
    description: L4 | null,
    colors: readonly [string, string],
    cityId: number | null,
    items: readonly PerformanceRef[],
    position: number,
  ) => {
    const id = writer.id(selections);
    const file = `collections/${slug}.svg`;
    const image = ctx.media.draw(file, () => collectionImage(random.fork(slug), slug, colors));
    writer.add(selections, {
      id,
      slug,
      title,
      description,
      image,
      cityId,
      position,
      isActive: true,
      createdAt,
    });
    items.forEach((p, itemPosition) => {
      writer.add(selectionItems, { selectionId: id, performanceId: p.id, position: itemPosition });
    });
  };

  COLLECTIONS.forEach((collection, position) => {
    const items = random.sample(
      base.filter((p) => matches(collection.rule, p)),
      24,
    );
    addSelection(
      collection.slug,
      collection.title,
      collection.description,
      collection.colors,
      null,
      items,
      position,
    );
  });

  for (const city of ref.cities) {
    const local = base.filter((p) => p.venue.city.id === city.id);
    const title = cityCollectionTitle(city.data.nameCase);
    addSelection(
      `best-${city.data.slug}`,
      title,
      null,
      ['#1F2937', '#F59E0B'],
      city.id,
      random.sample(local, 12),
      COLLECTIONS.length,
    );

    // Hero slides favour premieres and hits of the city.
    const featured = [...local].sort((a, b) => Number(b.isPremiere) - Number(a.isPremiere));
    random.sample(featured.slice(0, 12), 4).forEach((p, position) => {
      const file = `slides/${p.slug}.svg`;
      const image = ctx.media.draw(file, () =>
        slideImage(random.fork(`slide:${p.slug}`), p.slug, p.work.kind),
      );
      const windowed = position === 3;
      writer.add(mainSlides, {
        id: writer.id(mainSlides),
        cityId: city.id,
        image,
        title: p.title,
        subtitle: p.venue.name,
        url: `/perfomances/${p.slug}`,
        position,
        isActive: true,
        // One slide per city runs for a limited time, as a campaign would.
        startsAt: windowed ? instantAt(addDays(ctx.today, -7), '00:00', 3) : null,
        endsAt: windowed ? instantAt(addDays(ctx.today, 30), '00:00', 3) : null,
      });
    });

    random.sample(local, 8).forEach((p, position) => {
      writer.add(recommendSliderItems, {
        id: writer.id(recommendSliderItems),
        cityId: city.id,
        performanceId: p.id,
        image: null,
        position,
        isActive: true,
      });
    });
  }

  FOOTER_BANNERS.forEach((banner, position) => {
    const file = `banners/footer-${banner.key}.svg`;
    const imageUrl = ctx.media.draw(file, () =>
      footerBannerImage(random.fork(banner.key), banner.key, banner.colors),
    );
    writer.add(footerBanners, {
      id: writer.id(footerBanners),
      cityId: null,
      imageUrl,
      imageCaption: banner.caption,
      url: banner.url,
      position,
      isActive: true,
    });
  });

  const giftCardImage = ctx.media.draw('banners/gift-card.svg', () =>
    giftCardBannerImage(random.fork('gift-card')),
  );
  writer.add(giftCardBanners, {
    id: writer.id(giftCardBanners),
    cityId: null,
    image: giftCardImage,
    title: GIFT_CARD_BANNER.title,
    text: GIFT_CARD_BANNER.text,
    url: GIFT_CARD_BANNER.url,
    isActive: true,
  });

  buildPromoCodes(ctx, venueRefs, base);
  buildCertificates(ctx, ref);
  await writer.checkpoint();
}

function buildPromoCodes(
  ctx: SeedContext,
  venueRefs: readonly VenueRef[],
  base: readonly PerformanceRef[],
): void {
  const { writer, today, createdAt } = ctx;
  const at = (days: number) => instantAt(addDays(today, days), '00:00', 3);
  const nutcracker = base.find((p) => p.work.key === 'nutcracker');
  const opera = venueRefs.find((v) => v.kind === 'opera-ballet');
  const codes: (typeof promoCodes.$inferInsert)[] = [
    { code: 'PREMIERA10', percentOff: 10, validFrom: at(-30), validTo: at(90) },
    {
      code: 'TEATR500',
      amountOffKopecks: 50_000,
      minOrderKopecks: 300_000,
      maxUses: 1000,
      validFrom: at(-10),
      validTo: at(60),
    },
    { code: 'STUDENT15', percentOff: 15, maxUsesPerEmail: 1 },
    { code: 'LETO25', percentOff: 25, validFrom: at(-120), validTo: at(-30) },
  ];
  if (nutcracker)
    codes.push({ code: 'NUTCRACKER20', percentOff: 20, performanceId: nutcracker.id, validTo: at(90) });
  if (opera) codes.push({ code: 'OPERA300', amountOffKopecks: 30_000, venueId: opera.id, maxUses: 200 });
  for (const code of codes)
    writer.add(promoCodes, { ...code, id: writer.id(promoCodes), isActive: true, createdAt });
}

function buildCertificates(ctx: SeedContext, ref: Reference): void {
  const { writer, createdAt, today } = ctx;
  const demo = [
    { code: 'DEMO-GIFT-3000', nominal: 300_000 },
    { code: 'DEMO-GIFT-10000', nominal: 1_000_000 },
  ];
  demo.forEach((certificate, index) => {
    const id = writer.id(giftCertificates);
    writer.add(giftCertificates, {
      id,
      code: certificate.code,
      nominalKopecks: certificate.nominal,
      templateId: ref.certificateTemplateIds[index % ref.certificateTemplateIds.length] ?? null,
      recipientName: 'Демо',
      message: 'Сертификат для проверки оплаты в демо-каталоге',
      activatedAt: createdAt,
      expiresAt: instantAt(addDays(today, 365), '23:59', 3),
      createdAt,
    });
    // The balance only ever moves through the ledger: the issuing credit fills it.
    writer.add(certificateTransactions, {
      id: writer.id(certificateTransactions),
      certificateId: id,
      amountKopecks: certificate.nominal,
      orderId: null,
      reason: 'issue',
      createdAt,
    });
  });
}
