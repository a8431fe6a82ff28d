// Share links of a performance (GET /share): one link per network, opened in a new tab.
import { useTranslations } from 'next-intl';
import { chipClass } from '@/components/ui/chip-list';
import type { TShareLink } from '../api/performance.api';

// Only web and mail links are rendered: a javascript: URL from anywhere never becomes a link.
const isSafeLink = (url: string) => /^(https?:|mailto:)/i.test(url);

export function ShareLinks({ links }: { links: readonly TShareLink[] }) {
  const t = useTranslations('Performance');
  const safe = links.filter((link) => isSafeLink(link.url));
  if (safe.length === 0) return null;
  return (
    <ul aria-label={t('share')} className="flex flex-wrap gap-2">
      {safe.map((link) => (
        <li key={link.name}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={chipClass}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
