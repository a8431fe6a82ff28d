// Builds home-page content for tests: main slides, gift-card banners and footer banners, site-wide
// unless a city is given.
import { type Db, footerBanners, giftCardBanners, type Localized, mainSlides } from '@afisha/db';
import { firstRow } from './first-row.ts';
import { nextSequence } from './sequence.ts';

type Common = Partial<{ cityId: number | null; url: string; isActive: boolean }>;

export async function createMainSlide(
  db: Db,
  values: Common &
    Partial<{
      title: Localized;
      subtitle: Localized | null;
      image: string;
      position: number;
      startsAt: Date | null;
      endsAt: Date | null;
    }> = {},
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(mainSlides)
      .values({
        cityId: values.cityId ?? null,
        image: values.image ?? `/media/slides/slide-${n}.svg`,
        title: values.title ?? { ru: `Слайд ${n}` },
        subtitle: values.subtitle ?? null,
        url: values.url ?? `/perfomances/show-${n}`,
        position: values.position ?? 0,
        isActive: values.isActive ?? true,
        startsAt: values.startsAt ?? null,
        endsAt: values.endsAt ?? null,
      })
      .returning(),
  );
}

export async function createGiftCardBanner(
  db: Db,
  values: Common & Partial<{ title: Localized; text: Localized | null; image: string }> = {},
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(giftCardBanners)
      .values({
        cityId: values.cityId ?? null,
        image: values.image ?? `/media/banners/gift-${n}.svg`,
        title: values.title ?? { ru: `Подарочный сертификат ${n}` },
        text: values.text ?? null,
        url: values.url ?? '/certificates',
        isActive: values.isActive ?? true,
      })
      .returning(),
  );
}

export async function createFooterBanner(
  db: Db,
  values: Common & Partial<{ imageUrl: string; imageCaption: Localized | null; position: number }> = {},
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(footerBanners)
      .values({
        cityId: values.cityId ?? null,
        imageUrl: values.imageUrl ?? `/media/banners/footer-${n}.svg`,
        imageCaption: values.imageCaption ?? null,
        url: values.url ?? `/collections/c-${n}`,
        position: values.position ?? 0,
        isActive: values.isActive ?? true,
      })
      .returning(),
  );
}
