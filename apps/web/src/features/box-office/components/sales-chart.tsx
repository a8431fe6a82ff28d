// Sales per day (issue 7; axes, values and legend from issue 17): plain SVG, no library. Revenue and refunds are drawn
// apart, each in a panel of its own with its own value axis of round sums and grid lines (a day's refunds are often a
// hundredth of its sales, and would vanish on one scale), over one date axis (chart-scale.ts); both axes are named,
// with a legend, a tooltip per day, a text summary for screen readers, and every day's figures in a table below.
import type { TSalesByDate } from '@afisha/contracts';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { dayTicks, valueTicks } from '../chart-scale';

type Day = TSalesByDate['days'][number];

const WIDTH = 640;
const LEFT = 72;
const RIGHT = 8;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
/** The panels, top down: where each starts and how tall it is, which figure it draws, in which colour. */
const PANELS = [
  { series: 'revenue', top: 28, height: 170, ticks: 4, figure: 'revenue_kopecks', fill: 'fill-brand' },
  { series: 'refunds', top: 226, height: 64, ticks: 2, figure: 'refunds_kopecks', fill: 'fill-sky-700' },
] as const;
const DATES_Y = 306;
const HEIGHT = 330;

export function SalesChart({ days }: { days: TSalesByDate['days'] }) {
  const t = useTranslations('BoxOffice.sales');
  const locale = useLocale();
  const format = useFormatter();
  const money = (kopecks: number) => formatPrice(locale, kopecks / 100);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const slot = PLOT_WIDTH / Math.max(days.length, 1);
  const bar = Math.min(slot * 0.6, 28);
  const dayText = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const total = days.reduce((sum, day) => sum + day.revenue_kopecks, 0);
  return (
    <figure className="flex flex-col gap-3">
      <ul aria-label={t('legend')} className="flex flex-wrap gap-4 text-sm text-ink">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand" />
          {t('totals.revenue')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-sky-700" />
          {t('totals.refunds')}
        </li>
      </ul>
      {/* Phones scroll the chart sideways rather than shrink its words. */}
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[36rem] max-w-4xl text-ink"
          role="img"
          aria-label={t('chartLabel', { days: days.length, sum: money(total) })}
          data-testid="sales-chart"
        >
          <text x={0} y={12} className="fill-current text-[11px]" data-axis="money">
            {t('axisMoney')}
          </text>
          {PANELS.map((panel) => {
            const ticks = valueTicks(Math.max(0, ...days.map((day) => day[panel.figure])), panel.ticks);
            const top = ticks.at(-1) ?? 1;
            const base = panel.top + panel.height;
            const y = (kopecks: number) => base - (kopecks / top) * panel.height;
            return (
              <g key={panel.series} data-panel={panel.series}>
                <text
                  x={WIDTH - RIGHT}
                  y={panel.top - 8}
                  textAnchor="end"
                  className="fill-current text-[11px]"
                >
                  {t(`totals.${panel.series}`)}
                </text>
                {ticks.map((tick) => (
                  <g key={tick} data-tick={tick}>
                    <line
                      x1={LEFT}
                      x2={WIDTH - RIGHT}
                      y1={y(tick)}
                      y2={y(tick)}
                      stroke="currentColor"
                      strokeOpacity={tick === 0 ? 0.6 : 0.15}
                    />
                    <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="fill-current text-[11px]">
                      {compact.format(tick / 100)}
                    </text>
                  </g>
                ))}
                <line
                  x1={LEFT}
                  x2={LEFT}
                  y1={panel.top}
                  y2={base}
                  stroke="currentColor"
                  strokeOpacity={0.6}
                />
                {days.map((day: Day, index) => (
                  <rect
                    key={day.date}
                    data-date={day.date}
                    data-series={panel.series}
                    x={LEFT + index * slot + (slot - bar) / 2}
                    y={y(day[panel.figure])}
                    width={bar}
                    height={base - y(day[panel.figure])}
                    className={panel.fill}
                  >
                    <title>
                      {t('barTitle', {
                        day: dayText(day.date),
                        revenue: money(day.revenue_kopecks),
                        refunds: money(day.refunds_kopecks),
                      })}
                    </title>
                  </rect>
                ))}
              </g>
            );
          })}
          {dayTicks(days.length).map((index) => {
            const day = days[index];
            if (!day) return null;
            return (
              <text
                key={day.date}
                x={LEFT + index * slot + slot / 2}
                y={DATES_Y}
                textAnchor="middle"
                className="fill-current text-[11px]"
              >
                {dayText(day.date)}
              </text>
            );
          })}
          <text
            x={LEFT + PLOT_WIDTH / 2}
            y={HEIGHT - 4}
            textAnchor="middle"
            className="fill-current text-[11px]"
            data-axis="date"
          >
            {t('axisDate')}
          </text>
        </svg>
      </div>
      <details className="text-ink">
        <summary className="cursor-pointer font-semibold">{t('dayTable')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full min-w-[28rem] text-left">
            <thead className="text-sm text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('day')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('totals.revenue')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('totals.refunds')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('totals.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {dayText(day.date)}
                  </th>
                  <td className="py-1 pr-3 text-right">{money(day.revenue_kopecks)}</td>
                  <td className="py-1 pr-3 text-right">{money(day.refunds_kopecks)}</td>
                  <td className="py-1 text-right">{money(day.net_kopecks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
