// Owns the rules of the home-page content lists: a city's entries plus the site-wide ones, active
// only, main slides only while their campaign runs (by the injected clock, so tests need no sleep).
import type { TBanner, TGiftCardBanner, TLocale, TMainSlide } from '@afisha/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { BannersRepository } from './banners.repository.ts';

export type BannersService = {
  mainSlides(citySlug: string | undefined, locale: TLocale): Promise<TMainSlide[]>;
  giftCardBanners(citySlug: string | undefined, locale: TLocale): Promise<TGiftCardBanner[]>;
  footerBanners(citySlug: string | undefined, locale: TLocale): Promise<TBanner[]>;
};

export function createBannersService(deps: { repository: BannersRepository; clock: Clock }): BannersService {
  const { repository, clock } = deps;
  // An empty ?city= is the same as none.
  const slug = (citySlug: string | undefined) => (citySlug ? citySlug : null);
  return {
    mainSlides: (citySlug, locale) => repository.listMainSlides(slug(citySlug), locale, clock.now()),
    giftCardBanners: (citySlug, locale) => repository.listGiftCardBanners(slug(citySlug), locale),
    footerBanners: (citySlug, locale) => repository.listFooterBanners(slug(citySlug), locale),
  };
}
