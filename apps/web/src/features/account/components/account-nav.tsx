'use client';
// The account area's navigation: its sections as links, the current one marked (aria-current). A column beside
// the content from 1024 px, a row that scrolls sideways on phones (scrolled so that the current one shows).
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { ACCOUNT_SECTIONS, type AccountSection, accountPath } from '../account-sections';

const linkClass =
  'block whitespace-nowrap rounded-full px-4 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:rounded-xl';

export function AccountNav({ current }: { current: AccountSection }) {
  const t = useTranslations('Account');
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section is what moves the current link
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls (never the page): centre the current section when the row is wider than the screen.
    if (nav && link && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <nav ref={navRef} aria-label={t('navLabel')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              href={accountPath(section)}
              aria-current={section === current ? 'page' : undefined}
              className={`${linkClass} ${
                section === current ? 'bg-brand text-white' : 'text-ink hover:bg-surface'
              }`}
            >
              {t(`nav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
