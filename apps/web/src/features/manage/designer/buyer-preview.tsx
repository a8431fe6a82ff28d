'use client';
// "Preview as a buyer": the plan (a draft as last saved, or a published version) drawn by the storefront's own
// seat map parts — the same model (seat-map-model.ts), drawing, pan and zoom, section buttons and keyboard — in a
// frame a phone's width or a desktop's, so a manager sees what a buyer will before publishing.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { buildMapModel } from '@/features/seat-map/seat-map-model';
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
  const plan = useQuery({ queryKey: ['manage', 'plan', id, locale], queryFn: () => getPlan(locale, id) });
  const model = useMemo(
    () => (plan.data ? buildMapModel(planDocumentToPlaces(plan.data, locale)) : null),
    [plan.data, locale],
  );
  const labels = useMemo(
    () =>
      new Map(
        (model?.seats ?? []).map((seat) => [
          seat.id,
          seatMap('place', { section: seat.section, row: seat.row, seat: seat.number }),
        ]),
      ),
    [model, seatMap],
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
