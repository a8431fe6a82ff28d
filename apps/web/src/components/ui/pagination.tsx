// Numbered page links under a listing (page size 12). Every link keeps the listing's other URL parameters, so
// paging never loses a filter; the current page is marked for assistive technology. A plain component, so both
// server-rendered listings and the lists the account area reads in the browser use it (Pagination texts are among the
// shell's client namespaces).
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { pageCount, pageQuery, pageWindow } from '@/lib/pagination';

type PaginationProps = {
  pathname: string;
  params?: Record<string, string | undefined>;
  page: number;
  count: number;
};

const itemClass =
  'inline-flex min-w-11 h-11 items-center justify-center rounded-full px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function Pagination({ pathname, params = {}, page, count }: PaginationProps) {
  const t = useTranslations('Pagination');
  const total = pageCount(count);
  if (total <= 1) return null;
  const href = (target: number) => ({ pathname, query: pageQuery(params, target) });

  return (
    <nav aria-label={t('label')} className="flex justify-center py-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={`${itemClass} text-ink hover:bg-surface`}>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, total).map((target, index) =>
          target === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <span aria-current="page" className={`${itemClass} bg-brand text-white`}>
                  <span aria-hidden="true">{target}</span>
                  <span className="sr-only">{t('current', { page: target })}</span>
                </span>
              ) : (
                <Link
                  href={href(target)}
                  aria-label={t('page', { page: target })}
                  className={`${itemClass} text-ink hover:bg-surface`}
                >
                  {target}
                </Link>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={`${itemClass} text-ink hover:bg-surface`}>
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
