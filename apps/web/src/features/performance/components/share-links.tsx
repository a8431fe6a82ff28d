// Share links of a performance (GET /share): one link per network, opened in a new tab, and the page address
// itself. Network names are brands, the same in every language.
import { useTranslations } from 'next-intl';
import { chipClass } from '@/components/ui/chip-list';
import type { TShareLinks } from '../api/performance.api';

const NETWORKS: Record<string, string> = {
  vk: 'VK',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  ok: 'OK',
  x: 'X',
};

// Only web and mail links are rendered: a javascript: URL from anywhere never becomes a link.
const isSafeLink = (url: string) => /^(https?:|mailto:)/i.test(url);

export function shareLinkList(links: TShareLinks, labels: { email: string; page: string }) {
  const named = Object.entries(NETWORKS).flatMap(([key, name]) =>
    links[key] ? [{ name, url: links[key] }] : [],
  );
  const extra = [
    ...(links.email ? [{ name: labels.email, url: links.email }] : []),
    { name: labels.page, url: links.url },
  ];
  return [...named, ...extra].filter((link) => isSafeLink(link.url));
}

export function ShareLinks({ links }: { links: TShareLinks }) {
  const t = useTranslations('Performance');
  const list = shareLinkList(links, { email: t('shareEmail'), page: t('sharePage') });
  if (list.length === 0) return null;
  return (
    <ul aria-label={t('share')} className="flex flex-wrap gap-2">
      {list.map((link) => (
        <li key={link.name}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={chipClass}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
