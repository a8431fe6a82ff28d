'use client';
// Before publishing: what the draft changes against the hall's plan in use (GET …/changes) — seats added, removed,
// moved, relabelled, recategorised, zones — and for every live session the sold and held seats the change would
// drop or rename, named. Publishing is offered when nothing blocks it; a refusal (problems, seats in use) is said
// in the same place. The draft is saved first, so what is checked is what is on the screen.
import type { TPlanChanges } from '@afisha/contracts/manage/plan-versions';
import { type TPlanRead, ZPlanSeatsInUse } from '@afisha/contracts/manage/plans';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { getPlanChanges, publishPlan } from '../../api/plans.api';
import { manageActionClass } from '../../kit/page-header';
import { planProblems as apiProblems } from '../../kit/plan-problems';
import { useSeatInUseWords } from '../../kit/seat-in-use';

type Review =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'changes'; changes: TPlanChanges }
  | { kind: 'refused'; lines: string[] };

/** What publishing did: the plan as published, and how many sessions moved onto it. */
export type Published = { plan: TPlanRead; moved: number };

export function PublishReview({
  planId,
  flush,
  version,
  problems,
  onPublished,
}: {
  planId: number;
  /** The draft is a published plan now: the designer stops editing it (designer-page.tsx shows the result). */
  onPublished: (published: Published) => void;
  /** Saves what is not saved yet; false when it could not. */
  flush: () => Promise<boolean>;
  version: () => number;
  problems: number;
}) {
  const t = useTranslations('ManageDesigner.publish');
  const seatInUse = useSeatInUseWords();
  const format = useFormatter();
  const locale = useLocale();
  const [review, setReview] = useState<Review>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);
  const focusResult = () => requestAnimationFrame(() => resultRef.current?.focus());

  const check = async () => {
    setReview({ kind: 'checking' });
    if (!(await flush())) {
      setReview({ kind: 'refused', lines: [t('notSaved')] });
      return focusResult();
    }
    try {
      setReview({ kind: 'changes', changes: await getPlanChanges(locale, planId) });
    } catch {
      setReview({ kind: 'refused', lines: [t('failed')] });
    }
    focusResult();
  };

  const publish = async () => {
    setReview({ kind: 'checking' });
    // A step made after the check is saved first: what is published is what is on the screen.
    if (!(await flush())) {
      setReview({ kind: 'refused', lines: [t('notSaved')] });
      return focusResult();
    }
    const result = await publishPlan(locale, planId, version());
    if (result.ok && result.data) {
      const { moved_sessions: moved, ...plan } = result.data;
      return onPublished({ plan, moved: moved.length });
    }
    const body = result.ok ? undefined : result.body;
    const inUse = ZPlanSeatsInUse.safeParse(body);
    const lines = inUse.success
      ? [inUse.data.detail, ...inUse.data.seats.map((seat) => seatInUse(seat))]
      : apiProblems(body);
    setReview({ kind: 'refused', lines: lines.length > 0 ? lines : [t('failed')] });
    focusResult();
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="designer-publish">
      <h3 id="designer-publish" className="text-sm font-bold text-ink">
        {t('title')}
      </h3>
      <button
        type="button"
        className={`${manageActionClass} disabled:opacity-60`}
        disabled={review.kind === 'checking'}
        onClick={() => void check()}
      >
        {review.kind === 'checking' ? t('checking') : t('check')}
      </button>
      <div
        ref={resultRef}
        tabIndex={-1}
        className="flex flex-col gap-2 text-sm outline-none"
        aria-live="polite"
      >
        {review.kind === 'changes' ? (
          <Changes
            changes={review.changes}
            problems={problems}
            onPublish={() => void publish()}
            format={format}
          />
        ) : null}
        {review.kind === 'refused' ? (
          <div
            role="alert"
            className="flex flex-col gap-1 rounded-lg border border-brand/40 bg-brand/5 p-2 text-ink"
          >
            {review.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function Changes({
  changes,
  problems,
  onPublish,
  format,
}: {
  changes: TPlanChanges;
  problems: number;
  onPublish: () => void;
  format: ReturnType<typeof useFormatter>;
}) {
  const t = useTranslations('ManageDesigner.publish');
  const seatInUse = useSeatInUseWords();
  const { seats, zones } = changes;
  return (
    <>
      <p>
        {changes.against
          ? t('against', { name: changes.against.name, revision: changes.against.revision ?? 0 })
          : t('firstVersion')}
      </p>
      <ul className="list-disc pl-5">
        {(['added', 'removed', 'moved', 'relabelled', 'recategorised'] as const).map((kind) => (
          <li key={kind}>{t(`seats.${kind}`, { count: seats[kind].length })}</li>
        ))}
        <li>{t('zones', { added: zones.added.length, removed: zones.removed.length })}</li>
      </ul>
      {changes.sessions.map((session) => (
        <div key={session.id} className="rounded-lg border border-line p-2">
          <p className="font-semibold">
            <Link href={`/manage/sessions/${session.id}`} className="underline">
              {session.title}
            </Link>{' '}
            ·{' '}
            {format.dateTime(new Date(session.starts_at), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: session.timezone,
            })}
          </p>
          <p>{t('session', { sold: session.sold, held: session.held, touched: session.touched_count })}</p>
          {session.touched.length > 0 ? (
            <ul className="list-disc pl-5 text-brand-dark">
              {session.touched.map((seat) => (
                <li key={`${seat.event}-${seat.seat}`}>{seatInUse(seat)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {changes.problems > 0 || problems > 0 ? (
        <p className="text-brand-dark">{t('fixProblems', { count: Math.max(changes.problems, problems) })}</p>
      ) : null}
      {changes.can_publish ? (
        <button type="button" className={manageActionClass} onClick={onPublish}>
          {t('publish')}
        </button>
      ) : (
        <p className="font-semibold text-brand-dark">{t('blocked')}</p>
      )}
    </>
  );
}
