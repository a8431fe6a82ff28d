'use client';
import { pickLocalized } from '@afisha/contracts';
import type { TManageEventListItem } from '@afisha/contracts/manage/events';
// "Preview as a buyer": the plan (a draft as last saved, or a published version) drawn by the storefront's own
// seat map parts — the same model (seat-map-model.ts), drawing, pan and zoom, section buttons and keyboard — in a
// frame a phone's width or a desktop's, so a manager sees what a buyer will before publishing. With the prices of a
// session of the hall chosen (categories match by key across versions), each seat reads its price and a category the
// session does not sell is drawn grey, as on the site.
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { buildMapModel } from '@/features/seat-map/seat-map-model';
import { formatPrice } from '@/lib/format/price';
import { listEvents } from '../api/events.api';
import { getPlan } from '../api/plans.api';
import { ManagePageHeader } from '../kit/page-header';
import { planDocumentToPlaces } from '../kit/plan-drawing';
import { QueryState } from '../kit/query-state';
import { SeatPicker } from '../kit/seat-picker';

const WIDTHS = { phone: 375, desktop: 1280 } as const;
const NO_STATES = new Map();
const NO_SELECTION = new Set<number>();

export function BuyerPreviewPage({ id }: { id: number }) {
  const t = useTranslations('ManageDesigner.preview');
  const seatMap = useTranslations('SeatMap');
  const locale = useLocale();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [sessionId, setSessionId] = useState<number | null>(null);
  const plan = useQuery({ queryKey: ['manage', 'plan', id, locale], queryFn: () => getPlan(locale, id) });
  const hall = plan.data?.hall;
  const sessions = useQuery({
    queryKey: ['manage', 'events', 'hall-preview', hall, locale],
    queryFn: () =>
      listEvents(locale, {
        hall: String(hall),
        // Sessions to come, soonest first (yesterday's date covers every venue's zone).
        date_from: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        ordering: 'starts_at',
        limit: 100,
        offset: 0,
      }),
    enabled: hall !== undefined,
  });
  const session = sessions.data?.results.find((each) => each.id === sessionId);
  const prices = useMemo(
    () => (session ? new Map(session.prices.map((each) => [each.category, each.price])) : undefined),
    [session],
  );
  const model = useMemo(
    () => (plan.data ? buildMapModel(planDocumentToPlaces(plan.data, locale, prices)) : null),
    [plan.data, locale, prices],
  );
  const labels = useMemo(
    () =>
      new Map(
        (model?.seats ?? []).map((seat) => {
          const place = seatMap('place', { section: seat.section, row: seat.row, seat: seat.number });
          if (!prices) return [seat.id, place];
          return [
            seat.id,
            `${place}, ${seat.price === null ? t('notSold') : formatPrice(locale, seat.price)}`,
          ];
        }),
      ),
    [model, seatMap, prices, locale, t],
  );
  if (!plan.data || !model) return <QueryState query={plan} />;
  return (
    <>
      <ManagePageHeader
        title={t('title', { name: plan.data.name })}
        back={{ href: `/manage/plans/${id}/design`, label: t('back') }}
      >
        <p className="text-muted">{t('hint')}</p>
        <fieldset className="flex gap-3">
          <legend className="sr-only">{t('width')}</legend>
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((each) => (
            <label key={each} className="flex items-center gap-1 text-ink">
              <input
                type="radio"
                name="preview-width"
                checked={width === each}
                onChange={() => setWidth(each)}
              />
              {t(each, { px: WIDTHS[each] })}
            </label>
          ))}
        </fieldset>
        <SessionChooser sessions={sessions.data?.results} value={sessionId} onChange={setSessionId} />
        {prices ? <PriceLegend plan={plan.data} prices={prices} /> : null}
      </ManagePageHeader>
      <div className="overflow-x-auto">
        <div
          className="mx-auto rounded-2xl border border-line bg-white p-2"
          style={{ width: WIDTHS[width], maxWidth: 'none' }}
        >
          <SeatPicker
            key={width}
            model={model}
            states={NO_STATES}
            selected={NO_SELECTION}
            labels={labels}
            label={seatMap('mapLabel')}
            hint={seatMap('mapHint')}
          />
        </div>
      </div>
    </>
  );
}

function SessionChooser({
  sessions,
  value,
  onChange,
}: {
  sessions: TManageEventListItem[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useTranslations('ManageDesigner.preview');
  const format = useFormatter();
  const locale = useLocale();
  if (sessions && sessions.length === 0) return <p className="text-sm text-muted">{t('noSessions')}</p>;
  return (
    <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-ink">
      {t('session')}
      <select
        className="rounded-lg border border-line bg-white px-2 py-1.5"
        value={value ?? ''}
        disabled={!sessions}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('noSession')}</option>
        {(sessions ?? []).map((each) => (
          <option key={each.id} value={each.id}>
            {pickLocalized(each.performance.title, locale)} ·{' '}
            {format.dateTime(new Date(each.starts_at_utc), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: each.timezone,
            })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The categories with the chosen session's prices, as the storefront's legend lists them. */
function PriceLegend({
  plan,
  prices,
}: {
  plan: { categories: { key: string; name: Record<string, string>; color: string }[] };
  prices: ReadonlyMap<string, number>;
}) {
  const t = useTranslations('ManageDesigner.preview');
  const locale = useLocale();
  return (
    <ul aria-label={t('legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {plan.categories.map((category) => {
        const price = prices.get(category.key);
        return (
          <li key={category.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full border border-black/20"
              style={{ backgroundColor: price === undefined ? '#8e8e96' : category.color }}
            />
            {pickLocalized(category.name, locale) || category.key}:{' '}
            <span className="font-semibold">
              {price === undefined ? t('notSold') : formatPrice(locale, price)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
