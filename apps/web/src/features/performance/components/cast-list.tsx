// The cast of a performance: each artist links to their page, with the role they play.
import { useTranslations } from 'next-intl';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import type { TPerformanceDetail } from '../api/performance.api';

export function CastList({ artists }: { artists: TPerformanceDetail['artists'] }) {
  const t = useTranslations('Performance');
  return (
    <ul aria-label={t('cast')} className="grid grid-cols-1 gap-3 xs:grid-cols-2 lg:grid-cols-3">
      {artists.map((artist) => (
        <li key={`${artist.slug}-${artist.role ?? ''}`}>
          <Link
            href={routes.artist(artist.slug)}
            className="flex items-center gap-3 rounded-xl p-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
          >
            <LazyImage
              src={artist.photo}
              alt=""
              width={48}
              height={48}
              sizes="48px"
              className="size-12 shrink-0 rounded-full object-cover"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{artist.name}</span>
              {artist.role ? <span className="text-sm text-muted">{artist.role}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
