'use client';
// `/manage/plans/{id}`: one plan — its drawing (read-only, the storefront's drawing parts through the back office's
// seat picker), its categories, and what can be done with it: publish a draft (the API's problems listed, each
// located by section, row and seat; a new version that would drop or rename seats sold or held in live sessions is
// refused, naming the sessions and seats), copy it into a new draft, archive a draft, export it as JSON or CSV.
import { pickLocalized } from '@afisha/contracts';
import { type TPlanRead, ZPlanSeatsInUse } from '@afisha/contracts/manage/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { buildMapModel } from '@/features/seat-map/seat-map-model';
import { Link, useRouter } from '@/i18n/navigation';
import { showSuccessToast } from '@/lib/toasts';
import { archivePlan, copyPlan, exportPath, getPlan, publishPlan } from '../api/plans.api';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { ManagePageHeader, manageActionClass, manageSecondaryClass } from '../kit/page-header';
import { planDocumentToPlaces } from '../kit/plan-drawing';
import { planProblems } from '../kit/plan-problems';
import { QueryState } from '../kit/query-state';
import { SeatPicker } from '../kit/seat-picker';
import { StatusBadge } from '../kit/status-badge';
import { OlderSessions } from './older-sessions';
import { PlanNameForm } from './plan-name-form';
import { type Refusal, RefusalBox } from './plan-refusal';

const NO_STATES = new Map();
const NO_SELECTION = new Set<number>();

export function PlanPage({ id }: { id: number }) {
  const t = useTranslations('ManagePlans.plan');
  const titles = useTranslations('ManagePlans.titles');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const plan = useQuery({ queryKey: ['manage', 'plan', id, locale], queryFn: () => getPlan(locale, id) });

  if (!plan.data) return <QueryState query={plan} />;
  const data = plan.data;

  const publish = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await publishPlan(locale, id, data.version);
    setBusy(false);
    if (result.ok && result.data) {
      queryClient.setQueryData(['manage', 'plan', id, locale], result.data);
      void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
      void showSuccessToast(
        t('publishedToast', {
          revision: result.data.revision ?? 0,
          moved: result.data.moved_sessions.length,
        }),
      );
      return;
    }
    const body = result.ok ? undefined : result.body;
    const inUse = ZPlanSeatsInUse.safeParse(body);
    if (inUse.success) setRefusal({ kind: 'in_use', body: inUse.data });
    else if (!result.ok && result.status === 400)
      setRefusal({ kind: 'problems', problems: planProblems(body) });
    else
      setRefusal({ kind: 'other', text: (body as { detail?: string } | undefined)?.detail ?? t('failed') });
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const copy = async () => {
    setBusy(true);
    const result = await copyPlan(locale, data.hall, id);
    setBusy(false);
    if (result.ok && result.data) {
      void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
      router.push(`/manage/plans/${result.data.id}`);
    } else setRefusal({ kind: 'other', text: t('failed') });
  };

  return (
    <>
      <ManagePageHeader
        title={data.name}
        back={{ href: `/manage/plans?venue=${data.venue}&hall=${data.hall}`, label: titles('plans') }}
        actions={
          <>
            {data.archived ? null : (
              <Link href={`/manage/plans/${id}/design`} className={manageActionClass}>
                {data.status === 'draft' ? t('design') : t('designNext')}
              </Link>
            )}
            {data.status === 'draft' ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => void publish()}
                className={`${manageSecondaryClass} disabled:opacity-60`}
              >
                {busy ? t('working') : t('publish')}
              </button>
            ) : null}
            <button
              type="button"
              disabled={busy}
              onClick={() => void copy()}
              className={manageSecondaryClass}
            >
              {t('copy')}
            </button>
            <a href={exportPath(id, 'json')} download className={manageSecondaryClass}>
              {t('exportJson')}
            </a>
            <a href={exportPath(id, 'csv')} download className={manageSecondaryClass}>
              {t('exportCsv')}
            </a>
            {data.status === 'draft' && !data.archived ? (
              <button
                type="button"
                onClick={() => setArchiving(true)}
                className={`${manageSecondaryClass} text-brand-dark`}
              >
                {t('archive')}
              </button>
            ) : null}
          </>
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-ink">
          {data.status === 'published' ? (
            <StatusBadge tone="success">{t('published', { revision: data.revision ?? 0 })}</StatusBadge>
          ) : (
            <StatusBadge tone="warning">{t('draft')}</StatusBadge>
          )}
          {data.is_default ? <StatusBadge tone="info">{t('default')}</StatusBadge> : null}
          <span className="text-muted">
            {t('size', { seats: data.seat_count, zones: data.zone_capacity })}
          </span>
        </p>
      </ManagePageHeader>
      {data.archived ? null : <PlanNameForm key={data.version} plan={data} />}
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {refusal ? <RefusalBox refusal={refusal} /> : null}
      </div>
      <OlderSessions
        plan={data}
        onRefused={(next) => {
          setRefusal(next);
          if (next) requestAnimationFrame(() => resultRef.current?.focus());
        }}
      />
      <Categories plan={data} />
      <Drawing plan={data} />
      {archiving ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => setArchiving(open)}
          title={t('archiveTitle')}
          description={t('archiveText', { name: data.name })}
          confirmLabel={t('archive')}
          onConfirm={async () => {
            const result = await archivePlan(locale, id, data.version);
            if (!result.ok) {
              setRefusal({
                kind: 'other',
                text: (result.body as { detail?: string } | undefined)?.detail ?? t('failed'),
              });
              return true;
            }
            void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
            router.push(`/manage/plans?venue=${data.venue}&hall=${data.hall}`);
            return true;
          }}
        />
      ) : null}
    </>
  );
}

function Categories({ plan }: { plan: TPlanRead }) {
  const t = useTranslations('ManagePlans.plan');
  const locale = useLocale();
  if (plan.categories.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-bold text-ink">{t('categories')}</h2>
      <ul className="flex flex-wrap gap-3">
        {plan.categories.map((category) => (
          <li key={category.key} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full border border-black/20"
              style={{ backgroundColor: category.color }}
            />
            {pickLocalized(category.name, locale) || category.key}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Drawing({ plan }: { plan: TPlanRead }) {
  const t = useTranslations('ManagePlans.plan');
  const locale = useLocale();
  const where = useTranslations('ManagePlans.plan.where');
  const model = useMemo(() => {
    const places = planDocumentToPlaces(plan, locale);
    return places.sections.some((section) => section.rows.some((row) => row.seats.length > 0)) ||
      places.zones.length > 0
      ? buildMapModel(places)
      : null;
  }, [plan, locale]);
  // Each seat read out by its place, as the storefront's map does.
  const labels = useMemo(
    () =>
      new Map(
        (model?.seats ?? []).map((seat) => [
          seat.id,
          [
            where('section', { name: seat.section }),
            where('row', { label: seat.row }),
            where('seat', { label: seat.number }),
          ].join(', '),
        ]),
      ),
    [model, where],
  );
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-bold text-ink">{t('drawing')}</h2>
      {model ? (
        <SeatPicker
          model={model}
          states={NO_STATES}
          selected={NO_SELECTION}
          labels={labels}
          label={t('drawingLabel', { name: plan.name })}
          hint={t('drawingHint')}
        />
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
    </section>
  );
}
