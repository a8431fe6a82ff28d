'use client';
// The sample files a plan can be imported from, to download and start from (apps/web/public/samples): a CSV of seats,
// a plan document and a pretix seating plan of a small hall. Offered beside the plans page's import and in the
// designer.
import { useTranslations } from 'next-intl';

export const PLAN_SAMPLES = [
  { href: '/samples/plan-sample.csv', label: 'sampleCsv' },
  { href: '/samples/plan-sample.json', label: 'sampleDocument' },
  { href: '/samples/plan-sample-pretix.json', label: 'samplePretix' },
] as const;

export function PlanSamples() {
  const t = useTranslations('ManagePlans.import');
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="text-muted">{t('samples')}</span>
      {PLAN_SAMPLES.map((sample) => (
        <a key={sample.href} href={sample.href} download className="font-semibold text-ink underline">
          {t(sample.label)}
        </a>
      ))}
    </p>
  );
}
