// Sales per day as bars (issue 7): the revenue of each day, the refunds of the day below the line in red, scaled to
// the busiest day; every bar has a tooltip and the whole chart a text summary; the exact figures are in the table
// beside it for anyone who cannot see the chart.
import type { TSalesByDate } from '@afisha/contracts';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';

const HEIGHT = 160;
const REFUND_ZONE = 40;

export function SalesChart({ days }: { days: TSalesByDate['days'] }) {
  const t = useTranslations('BoxOffice.sales');
  const locale = useLocale();
  const format = useFormatter();
  const top = Math.max(1, ...days.map((day) => day.revenue_kopecks));
  const topRefund = Math.max(1, ...days.map((day) => day.refunds_kopecks));
  const width = Math.max(days.length * 14, 280);
  const bar = width / Math.max(days.length, 1);
  const dayText = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'short' });
  const total = days.reduce((sum, day) => sum + day.revenue_kopecks, 0);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + REFUND_ZONE + 20}`}
        className="h-56 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={t('chartLabel', { days: days.length, sum: formatPrice(locale, total / 100) })}
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
        {days.map((day, index) => {
          const up = (day.revenue_kopecks / top) * (HEIGHT - 8);
          const down = (day.refunds_kopecks / topRefund) * (REFUND_ZONE - 4);
          return (
            <g key={day.date} data-date={day.date}>
              <title>
                {t('barTitle', {
                  day: dayText(day.date),
                  revenue: formatPrice(locale, day.revenue_kopecks / 100),
                  refunds: formatPrice(locale, day.refunds_kopecks / 100),
                })}
              </title>
              <rect
                x={index * bar + bar * 0.15}
                y={HEIGHT - up}
                width={bar * 0.7}
                height={up}
                className="fill-brand"
              />
              {day.refunds_kopecks > 0 ? (
                <rect
                  x={index * bar + bar * 0.15}
                  y={HEIGHT}
                  width={bar * 0.7}
                  height={down}
                  className="fill-red-700"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-sm text-muted">
        <span>{days[0] ? dayText(days[0].date) : ''}</span>
        <span>{days.at(-1) ? dayText(days.at(-1)!.date) : ''}</span>
      </figcaption>
    </figure>
  );
}
