// What hangs off a record, under its heading: the links a person goes on to from here (a venue's sessions and plans,
// a hall's plans, a performance's sessions), so the back office can be walked through without knowing its addresses.
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];

export function NextSteps({ links }: { links: { href: Href; label: string }[] }) {
  const t = useTranslations('Manage.next');
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {link.label} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
