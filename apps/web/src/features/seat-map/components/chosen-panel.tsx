'use client';
// The visitor's choice at this event, beside the map (below it on phones): each seat with its place and price and a
// button to give it back, zone places by zone, the number of tickets and the total, the limit per order, and the
// way on to the cart.
import { useLocale, useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/price';
import type { SeatLabelTexts } from '../seat-label';
import { seatPlace } from '../seat-label';
import { type ChosenLine, placesIn, totalRoubles } from '../selection';

type ChosenPanelProps = {
  lines: readonly ChosenLine[];
  maxPerOrder: number;
  busyItems: ReadonlySet<number>;
  texts: SeatLabelTexts;
  colorOf: (line: ChosenLine) => string;
  onRelease: (item: number, place: string) => void;
};

export function ChosenPanel({ lines, maxPerOrder, busyItems, texts, colorOf, onRelease }: ChosenPanelProps) {
  const t = useTranslations('SeatMap');
  const locale = useLocale();
  const count = placesIn(lines);
  const placeOf = (line: ChosenLine) =>
    line.kind === 'seat'
      ? seatPlace(line.seat, texts)
      : t('zoneLine', { zone: line.zone.name, count: line.quantity });

  return (
    <section
      aria-labelledby="chosen-title"
      className="flex flex-col gap-4 rounded-2xl border border-line p-4 md:p-5"
    >
      <h2 id="chosen-title" className="text-lg font-bold text-ink">
        {t('chosenTitle')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted">{t('chosenEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {lines.map((line) => {
            const place = placeOf(line);
            return (
              <li key={line.item} className="flex items-center gap-3 py-2.5">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: colorOf(line) }}
                />
                <span className="min-w-0 flex-1 text-sm text-ink">{place}</span>
                <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-ink">
                  {formatPrice(locale, line.totalKopecks / 100)}
                </span>
                <button
                  type="button"
                  onClick={() => onRelease(line.item, place)}
                  disabled={busyItems.has(line.item)}
                  aria-label={t('removeLabel', { place })}
                  className="shrink-0 rounded-full px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
                >
                  {t('remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 ? (
        <p className="flex items-baseline justify-between gap-3 border-t border-line pt-3 text-ink">
          <span>
            {t('total')}, {t('tickets', { count })}
          </span>
          <span className="text-xl font-bold whitespace-nowrap" data-testid="seat-map-total">
            {formatPrice(locale, totalRoubles(lines))}
          </span>
        </p>
      ) : null}
      <p className="text-sm text-muted">{t('maxNote', { max: maxPerOrder })}</p>
      {lines.length > 0 ? (
        <Link href="/cart" className={primaryActionClass}>
          {t('toCart')}
        </Link>
      ) : null}
    </section>
  );
}
