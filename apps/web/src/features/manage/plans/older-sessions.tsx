'use client';
// On a published plan's page: the hall's live sessions that still sell on an older version of its plan (publishing
// moves every live session onto the new version; a session made on an older version on purpose stays until moved).
// Each can be moved onto this version (POST /manage/events/{id}/plan), or all of them at once
// (POST /manage/plans/{id}/move_sessions); a move that would drop or rename a sold or held seat is refused whole,
// and the refusal names them.
import { type TPlanRead, type TPlanSummary, ZPlanSeatsInUse } from '@afisha/contracts/manage/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { showSuccessToast } from '@/lib/toasts';
import { listPlans, moveSessionsToPlan, moveSessionToPlan } from '../api/plans.api';
import { manageSecondaryClass } from '../kit/page-header';
import type { Refusal } from './plan-refusal';

/** Older published versions of the plan's hall that live sessions still sell on. */
function olderWithSessions(plans: TPlanSummary[], plan: TPlanRead) {
  return plans.filter(
    (each) =>
      each.id !== plan.id &&
      each.status === 'published' &&
      each.sessions_count > 0 &&
      (each.revision ?? 0) < (plan.revision ?? 0),
  );
}

export function OlderSessions({
  plan,
  onRefused,
}: {
  plan: TPlanRead;
  onRefused: (refusal: Refusal | null) => void;
}) {
  const t = useTranslations('ManagePlans.plan.older');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const plans = useQuery({
    queryKey: ['manage', 'plans', plan.hall, 'all', locale],
    queryFn: () => listPlans(locale, plan.hall),
    enabled: plan.status === 'published' && !plan.archived,
  });
  const older = plans.data ? olderWithSessions(plans.data.results, plan) : [];
  if (older.length === 0) return null;
  const total = older.reduce((sum, each) => sum + each.sessions_count, 0);

  const move = async (sessions?: number) => {
    setBusy(true);
    onRefused(null);
    const result =
      sessions === undefined
        ? await moveSessionsToPlan(locale, plan.id)
        : await moveSessionToPlan(locale, sessions, plan.id);
    setBusy(false);
    if (result.ok && result.data) {
      void showSuccessToast(
        t('moved', { count: result.data.moved_sessions.length, revision: plan.revision ?? 0 }),
      );
      void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
      return;
    }
    const body = result.ok ? undefined : result.body;
    const inUse = ZPlanSeatsInUse.safeParse(body);
    onRefused(
      inUse.success
        ? { kind: 'in_use', body: inUse.data }
        : { kind: 'other', text: (body as { detail?: string } | undefined)?.detail ?? t('failed') },
    );
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
      aria-labelledby="older-sessions"
    >
      <h2 id="older-sessions" className="text-lg font-bold text-ink">
        {t('title', { count: total })}
      </h2>
      <p className="text-sm text-muted">{t('hint', { revision: plan.revision ?? 0 })}</p>
      {older.map((each) => (
        <div key={each.id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">
            <Link href={`/manage/plans/${each.id}`} className="underline">
              {t('version', { name: each.name, revision: each.revision ?? 0, count: each.sessions_count })}
            </Link>
          </h3>
          <ul className="flex flex-col gap-2">
            {each.sessions.map((session) => {
              const when = format.dateTime(new Date(session.starts_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: session.timezone,
              });
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <Link href={`/manage/sessions/${session.id}`} className="underline">
                    {session.title} · {when}
                  </Link>
                  <button
                    type="button"
                    disabled={busy}
                    className={`${manageSecondaryClass} disabled:opacity-60`}
                    aria-label={t('moveOneNamed', {
                      title: session.title,
                      when,
                      revision: plan.revision ?? 0,
                    })}
                    onClick={() => void move(session.id)}
                  >
                    {t('moveOne', { revision: plan.revision ?? 0 })}
                  </button>
                </li>
              );
            })}
          </ul>
          {each.sessions_count > each.sessions.length ? (
            <p className="text-sm text-muted">
              {t('more', { count: each.sessions_count - each.sessions.length })}
            </p>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        disabled={busy}
        className={`${manageSecondaryClass} self-start disabled:opacity-60`}
        onClick={() => void move()}
      >
        {t('moveAll', { count: total, revision: plan.revision ?? 0 })}
      </button>
    </section>
  );
}
