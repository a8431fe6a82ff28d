'use client';
// The box office's tabs (issue 7): orders, sales, the door check, and staff roles (whose page tells a clerk who is
// not an administrator so). The current tab is marked for assistive technology too.
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

const TABS = [
  { href: '/box-office', key: 'orders' },
  { href: '/box-office/sales', key: 'sales' },
  { href: '/box-office/door', key: 'door' },
  { href: '/box-office/staff', key: 'staff' },
] as const;

export function BoxOfficeNav() {
  const t = useTranslations('BoxOffice.nav');
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/box-office'
      ? pathname === href || pathname.startsWith('/box-office/orders')
      : pathname.startsWith(href);
  return (
    <nav aria-label={t('label')} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 whitespace-nowrap">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={current(tab.href) ? 'page' : undefined}
              className="inline-block rounded-full px-4 py-2 font-semibold text-ink hover:bg-surface aria-[current=page]:bg-ink aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
