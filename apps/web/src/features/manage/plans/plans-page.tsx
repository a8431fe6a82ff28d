'use client';
// `/manage/plans`: a hall's seating plans (?venue=&hall= in the address): drafts and published revisions, the hall's
// default, seats, which live sessions sell on each; importing a file (a plan document, a CSV of seats, a pretix
// seating plan) into a new draft; each plan opens its own page (drawing, publish, export).
import { pickLocalized } from '@afisha/contracts';
import { PLAN_LIMITS, type TPlanSummary } from '@afisha/contracts/manage/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { Link, useRouter } from '@/i18n/navigation';
import { exportPath, importPlan, listHalls, listPlans } from '../api/plans.api';
import { DataTable } from '../kit/data-table';
import { FilePicker } from '../kit/file-picker';
import { ManagePageHeader, manageActionClass } from '../kit/page-header';
import { fileBaseName, readPlanFile } from '../kit/plan-file';
import { planProblems } from '../kit/plan-problems';
import { PlanSamples } from '../kit/plan-samples';
import { QueryState } from '../kit/query-state';
import { replaceQuery } from '../kit/replace-query';
import { StatusBadge } from '../kit/status-badge';
import { useChosenVenue } from '../kit/venue-choice';
import { VenueChooser } from '../kit/venue-chooser';
import { NewPlanButton } from './new-plan-button';

const FORMATS = ['auto', 'document', 'csv', 'pretix'] as const;

export function PlansPage() {
  const t = useTranslations('ManagePlans');
  const locale = useLocale();
  const params = useSearchParams();
  const { venueId, noVenue, firstChoices } = useChosenVenue();
  const hallSelectId = useId();
  const halls = useQuery({
    queryKey: ['manage', 'halls', venueId, locale],
    queryFn: () => listHalls(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  const hallId = Number(params.get('hall')) || halls.data?.results[0]?.id || null;
  const plans = useQuery({
    queryKey: ['manage', 'plans', hallId, 'all', locale],
    queryFn: () => listPlans(locale, hallId as number),
    enabled: hallId !== null,
  });
  // The hall as listed: a new plan is named after it, so the button waits for the list.
  const chosenHall = halls.data?.results.find((hall) => hall.id === hallId);
  const go = (change: Record<string, string>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    replaceQuery(next);
  };

  return (
    <>
      <ManagePageHeader title={t('titles.plans')} />
      <div className="grid gap-3 md:grid-cols-2">
        {venueId !== null ? <VenueChooser venueId={venueId} dropped={['hall']} /> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={hallSelectId} className="text-sm font-semibold text-ink">
            {t('list.hall')}
          </label>
          <select
            id={hallSelectId}
            value={hallId ?? ''}
            onChange={(event) =>
              go({ ...(venueId ? { venue: String(venueId) } : {}), hall: event.target.value })
            }
            className={inputClass}
          >
            {(halls.data?.results ?? []).map((hall) => (
              <option key={hall.id} value={hall.id}>
                {pickLocalized(hall.title, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosenHall ? (
        <NewPlanButton hallId={chosenHall.id} hallName={pickLocalized(chosenHall.title, locale)} />
      ) : null}
      {hallId !== null ? <ImportBox hallId={hallId} /> : null}
      {noVenue ? (
        <p className="rounded-2xl bg-surface p-5">{t('list.noVenue')}</p>
      ) : hallId === null ? (
        halls.data ? (
          <p className="rounded-2xl bg-surface p-5">{t('list.noHalls')}</p>
        ) : (
          <QueryState query={venueId !== null ? halls : firstChoices} />
        )
      ) : !plans.data ? (
        <QueryState query={plans} />
      ) : plans.data.results.length === 0 ? (
        <p className="rounded-2xl bg-surface p-5">{t('list.empty')}</p>
      ) : (
        <PlansTable plans={plans.data.results} />
      )}
    </>
  );
}

function PlansTable({ plans }: { plans: TPlanSummary[] }) {
  const t = useTranslations('ManagePlans.list');
  const format = useFormatter();
  return (
    <DataTable
      caption={t('caption')}
      rows={plans}
      rowKey={(plan) => plan.id}
      columns={[
        {
          key: 'name',
          label: t('name'),
          render: (plan) => (
            <>
              <Link
                href={`/manage/plans/${plan.id}`}
                className="font-semibold text-ink underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {plan.name}
              </Link>
              <span className="block text-xs text-muted">
                {format.dateTime(new Date(plan.published_at ?? plan.created_at), { dateStyle: 'medium' })}
              </span>
            </>
          ),
        },
        {
          key: 'status',
          label: t('status'),
          render: (plan) => (
            <span className="flex flex-wrap gap-1">
              {plan.status === 'published' ? (
                <StatusBadge tone="success">{t('published', { revision: plan.revision ?? 0 })}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t('draft')}</StatusBadge>
              )}
              {plan.is_default ? <StatusBadge tone="info">{t('default')}</StatusBadge> : null}
              {plan.archived ? <StatusBadge>{t('archived')}</StatusBadge> : null}
            </span>
          ),
        },
        {
          key: 'seats',
          label: t('seats'),
          headerClassName: 'text-right',
          className: 'text-right',
          render: (plan) => (
            <>
              {plan.seat_count}
              {plan.zone_capacity > 0 ? (
                <span className="block text-xs text-muted">
                  {t('zonePlaces', { count: plan.zone_capacity })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          key: 'sessions',
          label: t('sessions'),
          render: (plan) =>
            plan.sessions_count === 0 ? (
              <span className="text-muted">—</span>
            ) : (
              <>
                <span className="font-semibold">{t('sessionsCount', { count: plan.sessions_count })}</span>
                <ul className="text-xs">
                  {plan.sessions.slice(0, 3).map((session) => (
                    <li key={session.id}>
                      <Link
                        href={`/manage/sessions/${session.id}`}
                        className="underline focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {session.title} ·{' '}
                        {format.dateTime(new Date(session.starts_at), {
                          dateStyle: 'short',
                          timeStyle: 'short',
                          timeZone: session.timezone,
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ),
        },
        {
          key: 'export',
          label: t('export'),
          wideOnly: true,
          className: 'whitespace-nowrap',
          render: (plan) => (
            <>
              <a
                href={exportPath(plan.id, 'json')}
                download
                className="underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                JSON
              </a>
              {' · '}
              <a
                href={exportPath(plan.id, 'csv')}
                download
                className="underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                CSV
              </a>
            </>
          ),
        },
      ]}
    />
  );
}

/** Reads the chosen file and sends it as the import's `content`: a CSV as text, anything else as parsed JSON. */
function ImportBox({ hallId }: { hallId: number }) {
  const t = useTranslations('ManagePlans.import');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const fileId = useId();
  const formatId = useId();
  const nameId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('auto');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const file = fileRef.current?.files?.[0];
    if (!file) return setErrors([t('noFile')]);
    if (file.size > PLAN_LIMITS.importBytes) return setErrors([t('tooBig')]);
    const read = readPlanFile(file.name, await file.text(), format);
    if (!read.ok) return setErrors([t('wrongFormat', { format: t(`formats.${format}`) })]);
    const planName = name.trim() || (read.format === 'csv' ? fileBaseName(file.name) : '');
    setBusy(true);
    const result = await importPlan(locale, {
      hall: hallId,
      ...(read.format ? { format: read.format } : {}),
      // Without a name typed, a CSV (which has none) is named after its file ("Main stage.csv" → "Main stage");
      // a plan document or a pretix plan keeps the name it carries.
      ...(planName ? { name: planName } : {}),
      content: read.content,
    });
    setBusy(false);
    if (result.ok && result.data) {
      void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
      router.push(`/manage/plans/${result.data.id}`);
      return;
    }
    const problems = planProblems(result.ok ? undefined : result.body);
    setErrors(problems.length > 0 ? problems.slice(0, 20) : [t('failed')]);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('title')}
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <h2 className="text-lg font-bold text-ink">{t('title')}</h2>
      <p className="text-sm text-muted">{t('hint')}</p>
      <PlanSamples />
      <div className="grid gap-3 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold text-ink">
            {t('file')}
          </label>
          <FilePicker
            id={fileId}
            inputRef={fileRef}
            accept=".json,.csv,application/json,text/csv"
            chooseLabel={t('choose')}
            noneLabel={t('noneChosen')}
            dropLabel={t('drop')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={formatId} className="text-sm font-semibold text-ink">
            {t('format')}
          </label>
          <select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as (typeof FORMATS)[number])}
            className={inputClass}
          >
            {FORMATS.map((each) => (
              <option key={each} value={each}>
                {t(`formats.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-semibold text-ink">
            {t('name')}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-brand-dark">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" disabled={busy} className={`${manageActionClass} self-start disabled:opacity-60`}>
        {busy ? t('importing') : t('submit')}
      </button>
    </form>
  );
}
