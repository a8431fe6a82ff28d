'use client';
// The header's search box (SPEC.md sections 4 and 9): a popup of quick results opens on non-empty text, shows a
// loader, up to 4 performances and 4 venues and a "show all results" entry (or "nothing found"); it closes when the
// text is cleared, when the route changes, on Escape, and 3000 ms after the mouse leaves it. Arrow keys move through
// the results and Enter opens one (or the results page). On phones the field unfolds from its icon and folds back
// on route change.
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, iconButtonClass, SearchIcon } from '@/components/ui/icons';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { useChosenCity } from '@/lib/shell-state';
import { nextActiveIndex } from '../active-option';
import { useRouteKey } from '../hooks/use-route-key';
import { SEARCH_TEXT_MAX_LENGTH, searchPageHref } from '../search-links';
import type { SearchOption } from '../search-options';

const SearchResults = dynamic(() => import('./search-results'), { ssr: false });

export const SEARCH_CLOSE_DELAY_MS = 3000;

export function SearchBox() {
  const t = useTranslations('Search');
  const locale = useLocale();
  const router = useRouter();
  const citySlug = useChosenCity().city?.slug;
  const pathname = usePathname();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const listboxId = useId();
  const [options, setOptions] = useState<SearchOption[]>([]);
  // The fetching part is downloaded with the first typed character, then stays.
  const [wanted, setWanted] = useState(false);
  const routeKey = useRouteKey(pathname);

  // A new page (or new query on this one): the popup closes and the phone field folds away.
  const lastRoute = useRef(routeKey);
  useEffect(() => {
    if (lastRoute.current === routeKey) return;
    lastRoute.current = routeKey;
    setDismissed(true);
    setExpanded(false);
  }, [routeKey]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = text.trim() !== '' && !dismissed;
  const activeOption = open ? options[active] : undefined;

  const close = useCallback(() => setDismissed(true), []);
  const go = (href: string) => {
    setDismissed(true);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setDismissed(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) return setDismissed(false);
    setActive((current) => nextActiveIndex(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only delays the popup's closing; nothing to operate.
    <div
      className="md:relative md:max-w-xl md:flex-1"
      onMouseEnter={() => window.clearTimeout(closeTimer.current)}
      onMouseLeave={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setDismissed(true), SEARCH_CLOSE_DELAY_MS);
      }}
    >
      <button
        type="button"
        aria-label={t('open')}
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(true);
          // The field only exists once unfolded; focus it on the next frame.
          window.requestAnimationFrame(() => inputRef.current?.focus());
        }}
        className={`${iconButtonClass} md:hidden`}
      >
        <SearchIcon className="size-6" />
      </button>
      <search className="contents">
        <form
          action={getPathname({ href: '/search', locale })}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() !== '') go(activeOption?.href ?? searchPageHref(text, citySlug));
          }}
          className={`${expanded ? 'absolute inset-0 z-30 flex items-center gap-2 bg-white px-4' : 'hidden'} md:static md:flex md:p-0`}
        >
          <label className="relative flex h-10 w-full items-center">
            <span className="sr-only">{t('label')}</span>
            <SearchIcon className="pointer-events-none absolute left-3 size-5 text-muted" />
            <input
              ref={inputRef}
              type="search"
              name="q"
              value={text}
              autoComplete="off"
              maxLength={SEARCH_TEXT_MAX_LENGTH}
              placeholder={t('placeholder')}
              role="combobox"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption?.id}
              onChange={(event) => {
                setText(event.target.value);
                setWanted(true);
                setDismissed(false);
                setActive(-1);
              }}
              onFocus={() => setDismissed(false)}
              onKeyDown={onKeyDown}
              className="h-full w-full rounded-full border border-line bg-surface pr-4 pl-10 text-base text-ink outline-none placeholder:text-muted focus-visible:border-brand focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-brand/30 md:text-sm"
            />
          </label>
          {expanded ? (
            <button
              type="button"
              aria-label={t('close')}
              onClick={() => {
                setExpanded(false);
                setDismissed(true);
              }}
              className={`${iconButtonClass} md:hidden`}
            >
              <CloseIcon className="size-6" />
            </button>
          ) : null}
        </form>
      </search>
      {wanted ? (
        <SearchResults
          id={listboxId}
          text={text}
          open={open}
          activeId={activeOption?.id}
          onOptions={setOptions}
          onNavigate={close}
        />
      ) : null}
    </div>
  );
}
