'use client';
// The back office's home: for each venue of the person's that sells nothing yet (GET /manage/checklist, newest
// first), the way to a first sale — hall, plan, performance, sessions, prices, on sale — each step ticked from the
// data and linked to the page where it is done; the first step not done is marked as the next one.
import { type TVenueChecklist, ZVenueChecklistList } from '@afisha/contracts/manage/venues';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { manageRead } from '../api/manage-api';
import { checklistSteps } from './checklist-steps';

export const CHECKLIST_KEY = ['manage', 'checklist'] as const;

export function VenueChecklists() {
  const locale = useLocale();
  const checklist = useQuery({
    queryKey: [...CHECKLIST_KEY, locale],
    queryFn: () => manageRead('/checklist', ZVenueChecklistList, locale),
  });
  // The home works without it: a venue that sells already needs no checklist, and a failed read hides it.
  if (!checklist.data || checklist.data.results.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {checklist.data.results.map((item) => (
        <VenueChecklist key={item.venue.id} item={item} />
      ))}
    </div>
  );
}

function VenueChecklist({ item }: { item: TVenueChecklist }) {
  const t = useTranslations('Manage.checklist');
  const steps = checklistSteps(item);
  const next = steps.find((step) => !step.done);
  const headingId = `checklist-${item.venue.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('heading', { venue: item.venue.name })}
      </h2>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${step.done ? 'bg-green-700 text-white' : step === next ? 'bg-brand text-white' : 'bg-surface text-muted'}`}
            >
              {step.done ? '✓' : index + 1}
            </span>
            <span className="flex flex-col">
              {step.done ? (
                <span className="text-ink">
                  {t(`steps.${step.key}.done`)}
                  <span className="sr-only"> — {t('doneMark')}</span>
                </span>
              ) : (
                <Link
                  href={step.href}
                  className={`font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand ${step === next ? 'text-brand' : 'text-ink'}`}
                >
                  {t(`steps.${step.key}.todo`)}
                  {step === next ? <span className="sr-only"> — {t('nextMark')}</span> : null}
                </Link>
              )}
              {step === next ? (
                <span className="text-sm text-muted">{t(`steps.${step.key}.hint`)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
