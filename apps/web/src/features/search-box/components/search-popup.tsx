'use client';
// The quick-results popup under the search box: 636 px wide (SPEC.md section 9), a listbox of performances and venues
// and the "show all results" entry, or the loader, or "nothing found", or "found in other cities".
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { SearchOption } from '../search-options';

type SearchPopupProps = {
  id: string;
  open: boolean;
  loading: boolean;
  options: SearchOption[];
  activeId: string | undefined;
  onNavigate: () => void;
  /** The chosen city's name in case, for "nothing found in …" when only other cities have results. */
  cityCase?: string;
};

export function SearchPopup({
  id,
  open,
  loading,
  options,
  activeId,
  onNavigate,
  cityCase,
}: SearchPopupProps) {
  const t = useTranslations('Search');
  const groups = (['performances', 'venues'] as const)
    .map((group) => ({ group, items: options.filter((option) => option.group === group) }))
    .filter(({ items }) => items.length > 0);
  const showAll = options.find((option) => option.group === 'all');
  const elsewhere = options.find((option) => option.group === 'elsewhere');

  const option = (item: SearchOption, className: string) => (
    <Link
      key={item.id}
      id={item.id}
      href={item.href}
      role="option"
      aria-selected={item.id === activeId}
      tabIndex={-1}
      // Keep the focus in the field, so the popup does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onNavigate}
      className={`${className} ${item.id === activeId ? 'bg-surface' : ''}`}
    >
      {item.label}
    </Link>
  );

  return (
    <div
      hidden={!open}
      className="absolute inset-x-2 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl md:inset-x-auto md:left-0 md:w-[636px] md:max-w-[calc(100vw-2rem)]"
    >
      {loading ? (
        <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-line border-t-brand"
          />
          {t('loading')}
        </p>
      ) : null}
      {!loading && (options.length === 0 || elsewhere) ? (
        <p role="status" className="px-3 py-2 text-sm text-muted">
          {elsewhere && cityCase ? t('nothingFoundIn', { cityCase }) : t('nothingFound')}
        </p>
      ) : null}
      <div id={id} role="listbox" aria-label={t('results')} hidden={loading || options.length === 0}>
        {groups.map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: ARIA's way to group the options of a listbox; a fieldset groups form controls.
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="mb-2">
            <p
              id={`${id}-${group}`}
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
            >
              {t(group)}
            </p>
            {items.map((item) =>
              option(item, 'block rounded-lg px-3 py-2 text-sm text-ink hover:bg-surface'),
            )}
          </div>
        ))}
        {showAll
          ? option(
              showAll,
              'mt-1 block rounded-full border border-brand px-4 py-2 text-center text-sm font-semibold text-brand hover:bg-brand hover:text-white',
            )
          : null}
        {elsewhere
          ? option(elsewhere, 'block rounded-lg px-3 py-2 text-sm font-semibold text-brand hover:bg-surface')
          : null}
      </div>
    </div>
  );
}
