// Owns the home-page content contracts per city (SPEC.md 3 "Footer banner"): main slides, the
// gift-card banner and the footer banners, all in the `{id, image: {url, caption}, url}` shape,
// the first two with their texts besides.
import { z } from 'zod';
import { ZImage } from './site.ts';

export const ZCityContentQuery = z.object({
  city: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      "Slug of the visitor's city; its entries come with the site-wide ones. Unknown: site-wide only.",
    ),
});
export type TCityContentQuery = z.infer<typeof ZCityContentQuery>;

export const ZBanner = z
  .object({
    id: z.number().int(),
    image: ZImage,
    url: z.string().describe('Where the banner leads: a path of the site or an absolute URL.'),
  })
  .meta({ id: 'Banner' });
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerList = z.array(ZBanner);

export const ZMainSlide = ZBanner.extend({
  title: z.string(),
  subtitle: z.string().nullable(),
}).meta({ id: 'MainSlide' });
export type TMainSlide = z.infer<typeof ZMainSlide>;
export const ZMainSlideList = z.array(ZMainSlide);

export const ZGiftCardBanner = ZBanner.extend({
  title: z.string(),
  text: z.string().nullable(),
}).meta({ id: 'GiftCardBanner' });
export type TGiftCardBanner = z.infer<typeof ZGiftCardBanner>;
export const ZGiftCardBannerList = z.array(ZGiftCardBanner);
