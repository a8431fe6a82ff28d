// Owns the site-settings contracts (SPEC.md 3 "Site settings"): what the shell needs per domain.
import { z } from 'zod';
import { ZCity } from './cities.ts';
import { ZLocale } from './locale.ts';

export const ZImage = z.object({ url: z.string(), caption: z.string() }).meta({ id: 'Image' });
export type TImage = z.infer<typeof ZImage>;

export type TMenuItem = { name: string; url: string; icon: string | null; children: TMenuItem[] };

// A getter keeps the recursion lazy; the annotation is what lets TypeScript follow it.
export const ZMenuItem: z.ZodType<TMenuItem> = z
  .object({
    name: z.string(),
    url: z.string().describe('A path, an absolute URL, or the word "callback" (opens the callback form).'),
    icon: z.string().nullable().describe('Name of an icon of the sprite, or a URL.'),
    get children(): z.ZodArray<z.ZodType<TMenuItem>> {
      return z.array(ZMenuItem);
    },
  })
  .meta({ id: 'MenuItem' });

export const ZSocialNetwork = z.object({ name: z.string(), link: z.string(), icon: ZImage });
export type TSocialNetwork = z.infer<typeof ZSocialNetwork>;

export const ZSiteQuery = z.object({
  domain: z
    .string()
    .trim()
    .max(253)
    .optional()
    .describe('Host name of the site; unknown or absent means the default site.'),
});
export type TSiteQuery = z.infer<typeof ZSiteQuery>;

export const ZSiteSettings = z.object({
  domain: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  social_networks: z.array(ZSocialNetwork),
  menu_header: z.array(ZMenuItem),
  menu_footer: z.array(ZMenuItem),
  payment_methods: z.string().nullable().describe('An HTML block shown in the footer.'),
  cookie_notification: z.string().nullable(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZSiteInfo = z.object({
  domain: z.string(),
  name: z.string(),
  locales: z.array(ZLocale),
  default_locale: ZLocale,
  default_city: ZCity.nullable(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
