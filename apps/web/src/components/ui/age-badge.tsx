// The age rating of a show ("12+"), read out in full ("Age: 12+") by screen readers.
import { useTranslations } from 'next-intl';

export function AgeBadge({ age, className = '' }: { age: number; className?: string }) {
  const t = useTranslations('Format');
  return (
    <span
      className={`inline-flex items-center rounded-full bg-ink/85 px-2 py-0.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{t('age', { age })}</span>
      <span className="sr-only">{t('ageLabel', { age })}</span>
    </span>
  );
}
