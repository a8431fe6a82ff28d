'use client';
// "Draw a new plan": an empty draft of the hall (named after it, a 1,200 × 800 box, no categories yet) opened in
// the designer — the way to a plan for a venue with no file to import.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { createPlan } from '../api/plans.api';
import { manageActionClass } from '../kit/page-header';

export const NEW_PLAN_SIZE = { width: 1200, height: 800 } as const;

export function NewPlanButton({ hallId, hallName }: { hallId: number; hallName: string }) {
  const t = useTranslations('ManagePlans.list');
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`${manageActionClass} disabled:opacity-60`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const result = await createPlan(locale, hallId, {
            name: hallName || t('newPlanName'),
            ...NEW_PLAN_SIZE,
            categories: [],
            sections: [],
            zones: [],
            shapes: [],
          });
          setBusy(false);
          if (result.ok && result.data) router.push(`/manage/plans/${result.data.id}/design`);
          else
            setError(
              (result.ok ? undefined : (result.body as { detail?: string } | undefined)?.detail) ??
                t('newPlanFailed'),
            );
        }}
      >
        {t('newPlan')}
      </button>
      <p className="text-sm text-muted">{t('newPlanHint')}</p>
      {error ? (
        <p role="alert" className="text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
