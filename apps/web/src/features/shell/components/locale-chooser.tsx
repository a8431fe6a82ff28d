'use client';
// The language chooser of the header: a disclosure button listing the other locales (SPEC.md section 2). Choosing
// one reloads the current page in that locale: a full load on purpose, since the locale is the document's root
// layout (<html lang>) and every server-rendered text changes with it.
import type { MouseEvent } from 'react';
import { disclosurePanelClass, useDisclosure } from '@/components/ui/disclosure';
import { localeNames } from '@/i18n/locale-names';
import { getPathname, usePathname } from '@/i18n/navigation';
import { type AppLocale, routing } from '@/i18n/routing';

type LocaleChooserProps = {
  locale: AppLocale;
  buttonLabel: string;
  listLabel: string;
};

export function LocaleChooser({ locale, buttonLabel, listLabel }: LocaleChooserProps) {
  const { open, rootRef, panelId, buttonProps } = useDisclosure();
  const pathname = usePathname();
  const others = routing.locales.filter((candidate) => candidate !== locale);

  // The href alone already works without JavaScript; with it, the query and fragment survive the switch too.
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const { search, hash } = window.location;
    window.location.assign(`${event.currentTarget.pathname}${search}${hash}`);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={buttonLabel}
        className="inline-flex h-9 items-center gap-1 rounded-full border border-line px-2 text-sm 2xs:h-10 2xs:px-3 font-semibold uppercase text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {locale}
        <svg
          aria-hidden="true"
          viewBox="0 0 10 6"
          className={`h-1.5 w-2.5 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={panelId}
        aria-label={listLabel}
        hidden={!open}
        className={`${disclosurePanelClass} right-0 min-w-40 overflow-hidden px-0 py-1`}
      >
        {others.map((candidate) => (
          <li key={candidate}>
            <a
              href={getPathname({ href: pathname, locale: candidate })}
              hrefLang={candidate}
              lang={candidate}
              onClick={keepQuery}
              className="block px-4 py-2 text-ink hover:bg-surface focus-visible:bg-surface focus-visible:outline-none"
            >
              {localeNames[candidate]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
