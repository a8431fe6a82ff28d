// The search field of /search: a GET form, so results have their own shareable address (`/search?q=`).
import { useTranslations } from 'next-intl';
import { SEARCH_QUERY_MAX } from '../search-query';

export function SearchForm({
  action,
  query,
  citySlug,
}: {
  action: string;
  query: string;
  /** Searching again stays in the same city. */
  citySlug?: string;
}) {
  const t = useTranslations('SearchPage');
  return (
    <search>
      <form method="get" action={action} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-ink">
          {t('label')}
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SEARCH_QUERY_MAX}
            className="h-12 rounded-xl border border-line bg-white px-4 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
          />
        </label>
        {citySlug ? <input type="hidden" name="city" value={citySlug} /> : null}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('submit')}
        </button>
      </form>
    </search>
  );
}
