// The sessions a new one (a copy, a series) would overlap in the same hall, as the API named them: for each new
// start, the performances already there and their times.
import type { TSeriesPreviewItem } from '@afisha/contracts/manage/events';
import { useLocale, useTranslations } from 'next-intl';
import { inLocale } from '../kit/localized';
import { useLocalWhen } from '../kit/use-local-when';

export function OverlapList({ overlaps }: { overlaps: readonly TSeriesPreviewItem[] }) {
  const t = useTranslations('ManageSessions.overlaps');
  const locale = useLocale();
  const localWhen = useLocalWhen('medium');
  const clashing = overlaps.filter((item) => item.overlaps.length > 0);
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{t('title', { count: clashing.length })}</p>
      <ul className="list-disc pl-5 text-sm">
        {clashing.map((item) => (
          <li key={item.starts_at}>
            {t('item', {
              when: localWhen(item.starts_at),
              others: item.overlaps
                .map(
                  (other) => `${inLocale(other.performance.title, locale)} (${localWhen(other.starts_at)})`,
                )
                .join(', '),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
