// The finding aids of /artists: a name search (a plain GET form, so it works before any JavaScript and the result has
// its own address) and the index of first letters, each letter a link; the letter being shown is marked.
import { ARTIST_SEARCH_MAX_LENGTH } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import { type ArtistsFilters, artistsSearch } from '../artists-filters';

type ArtistFiltersProps = { action: string; filters: ArtistsFilters; letters: readonly string[] };

const letterClass =
  'inline-flex size-10 items-center justify-center rounded-full font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function ArtistFilters({ action, filters, letters }: ArtistFiltersProps) {
  const t = useTranslations('Artists');
  // A letter or a search starts again from the first page, and each replaces the other.
  const base = { ...filters, page: 1, name: '', letter: undefined };
  return (
    <div className="flex flex-col gap-4">
      <search>
        <form method="get" action={action} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-ink">
            {t('searchLabel')}
            <input
              type="search"
              name="q"
              defaultValue={filters.name}
              maxLength={ARTIST_SEARCH_MAX_LENGTH}
              className="h-12 rounded-xl border border-line bg-white px-4 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
            />
          </label>
          <input type="hidden" name="city" value={filters.city} />
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('searchSubmit')}
          </button>
        </form>
      </search>
      <nav aria-label={t('letters')}>
        <ul className="flex flex-wrap gap-1">
          <li>
            <Link
              href={{ pathname: routes.artists, query: artistsSearch(base) }}
              aria-current={!filters.letter && !filters.name ? 'page' : undefined}
              className={`${letterClass} w-auto px-3 aria-[current=page]:bg-brand aria-[current=page]:text-white hover:bg-surface`}
            >
              {t('allLetters')}
            </Link>
          </li>
          {letters.map((letter) => (
            <li key={letter}>
              <Link
                href={{ pathname: routes.artists, query: artistsSearch({ ...base, letter }) }}
                aria-current={filters.letter === letter && !filters.name ? 'page' : undefined}
                className={`${letterClass} aria-[current=page]:bg-brand aria-[current=page]:text-white hover:bg-surface`}
              >
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
