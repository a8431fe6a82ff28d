'use client';
// The back office's sections: a column beside the page on a wide screen, a row that scrolls sideways on a tablet
// or phone, scrolled so that the current section is in view (not clipped at its edge). The current section is marked
// for assistive technology; Staff is shown to administrators only.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { revealScrollLeft } from '../nav-scroll';
import { useManage } from './manage-context';

export const MANAGE_SECTIONS = [
  { href: '/manage', key: 'overview', also: [] },
  { href: '/manage/venues', key: 'venues', also: ['/manage/halls'] },
  { href: '/manage/performances', key: 'performances', also: [] },
  { href: '/manage/sessions', key: 'sessions', also: [] },
  { href: '/manage/plans', key: 'plans', also: [] },
  { href: '/manage/artists', key: 'artists', also: [] },
  { href: '/manage/genres', key: 'taxonomy', also: ['/manage/tags'] },
  { href: '/manage/audit', key: 'audit', also: [] },
  { href: '/manage/staff', key: 'staff', also: [], adminOnly: true },
] as const;

/** Whether `pathname` (without locale) is inside the section at `href` (or one of its `also` paths). */
export function isInSection(pathname: string, href: string, also: readonly string[] = []): boolean {
  if (href === '/manage') return pathname === '/manage';
  return [href, ...also].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

export function ManageNav() {
  const t = useTranslations('Manage.nav');
  const pathname = usePathname();
  const { me } = useManage();
  const navRef = useRef<HTMLElement>(null);
  // On a narrow screen the row scrolls sideways: bring the current section into it (a no-op in the wide column).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link changes with the address, read from the DOM.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // The nav is positioned, so it is the link's offsetParent: offsetLeft is measured from the row's start.
    nav.scrollLeft = revealScrollLeft(nav, current);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={t('label')} className="relative -mx-1 overflow-x-auto px-1 py-1">
      <ul className="flex gap-1 whitespace-nowrap lg:flex-col lg:whitespace-normal">
        {MANAGE_SECTIONS.filter((section) => !('adminOnly' in section) || me.is_admin).map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              aria-current={isInSection(pathname, section.href, section.also) ? 'page' : undefined}
              className="block rounded-full px-4 py-2 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:bg-ink aria-[current=page]:text-white lg:rounded-xl"
            >
              {t(section.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
