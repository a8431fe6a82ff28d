// Owns share links (/share): the public page of a performance (/perfomances/{slug}, spelled as
// the site spells it) or of an event's seat map (/events/{id}), in the visitor's language (no
// prefix for Russian), wrapped in each network's share URL.
import type { TLocale, TShareLinks, TShareQuery } from '@afisha/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { ShareRepository, ShareTarget } from './share.repository.ts';

export type ShareService = { links(query: TShareQuery, locale: TLocale): Promise<TShareLinks> };

const localePrefix = (locale: TLocale) => (locale === 'ru' ? '' : `/${locale}`);

export function shareLinks(url: string, title: string): TShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    url,
    title,
    vk: `https://vk.com/share.php?url=${u}&title=${t}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    ok: `https://connect.ok.ru/offer?url=${u}&title=${t}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

export function createShareService(deps: { repository: ShareRepository; siteUrl: string }): ShareService {
  const { repository, siteUrl } = deps;

  function found(target: ShareTarget | null): ShareTarget {
    if (!target) throw new AppError('not_found', 404);
    return target;
  }

  return {
    async links(query, locale) {
      const base = `${siteUrl}${localePrefix(locale)}`;
      if (query.performance !== undefined && query.event === undefined) {
        const target = found(await repository.findPerformance(query.performance, locale));
        return shareLinks(`${base}/perfomances/${encodeURIComponent(target.slug)}`, target.title);
      }
      if (query.event !== undefined && query.performance === undefined) {
        const target = found(await repository.findEventPerformance(query.event, locale));
        return shareLinks(`${base}/events/${query.event}`, target.title);
      }
      throw new FieldValidationError([
        { field: 'non_field_errors', code: 'invalid', message: 'share.one_target' },
      ]);
    },
  };
}
