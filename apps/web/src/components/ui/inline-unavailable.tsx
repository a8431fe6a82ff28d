// One block of a page that could not be loaded while the rest of the page could: a short line in its place.
import { useTranslations } from 'next-intl';

export function InlineUnavailable() {
  const t = useTranslations('ApiUnavailable');
  return (
    <p role="alert" className="rounded-2xl bg-surface p-4 text-muted">
      {t('text')}
    </p>
  );
}
