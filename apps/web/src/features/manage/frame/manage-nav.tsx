'use client';
// The back office's sections: a column beside the page on a wide screen; on a tablet or phone rows of tabs that wrap
// (issue 30), so every section is in sight at once. A row that scrolled sideways hid the audit log and the staff
// past its edge at 768 px, with nothing to say they were there. The current section is marked for assistive
// technology; Staff is shown to administrators only.
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { useManage } from '../kit/manage-context';

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
  return (
    <nav aria-label={t('label')} className="-mx-1 px-1 py-1">
      <ul className="flex flex-wrap gap-1 whitespace-nowrap lg:flex-col lg:whitespace-normal">
        {MANAGE_SECTIONS.filter((section) => !('adminOnly' in section) || me.is_admin).map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              aria-current={isInSection(pathname, section.href, section.also) ? 'page' : undefined}
              className="block rounded-full px-3.5 py-1.5 font-semibold lg:px-4 lg:py-2 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:bg-ink aria-[current=page]:text-white lg:rounded-xl"
            >
              {t(section.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
