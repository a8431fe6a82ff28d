'use client';
// The legend over the map: each price category sold at this event (its colour, name and price, dearest first), then
// the two marks that do not rely on colour: the visitor's own seats (a tick) and unavailable ones (a cross); then the
// glyph of each seat flag the plan uses (a wheelchair space…), with its note.
import type { TPriceCategory, TSeatFlag } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { MapModel } from '../seat-map-model';
import { flagGlyph } from './seat-layers';

/** Categories some seat or zone of the plan uses and the event prices, dearest first. */
export function legendCategories(model: MapModel): TPriceCategory[] {
  const used = new Set<number>([
    ...model.seats.map((seat) => seat.category),
    ...model.zones.map((zone) => zone.category),
  ]);
  return [...model.categories.values()]
    .filter((category) => used.has(category.id) && category.price !== null)
    .sort((a, b) => (b.price ?? 0) - (a.price ?? 0));
}

/** The flags in the legend's order (contracts/places.ts SEAT_FLAGS; a value from there would bring zod into the page). */
const FLAGS: readonly TSeatFlag[] = ['wheelchair', 'companion', 'restricted_view', 'no_back'];

function Swatch({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0 sm:size-5" aria-hidden="true">
      {children}
    </svg>
  );
}

export function SeatLegend({ model }: { model: MapModel }) {
  const t = useTranslations('SeatMap');
  const locale = useLocale();
  return (
    <section aria-labelledby="seat-legend-title">
      <h2 id="seat-legend-title" className="sr-only">
        {t('legendTitle')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-[0.8125rem] text-ink sm:gap-x-5 sm:gap-y-2 sm:text-sm">
        {legendCategories(model).map((category) => (
          <li key={category.id} className="flex items-center gap-2">
            <Swatch>
              <circle cx={10} cy={10} r={8} fill={category.color} stroke="rgba(0,0,0,0.28)" />
            </Swatch>
            <span>
              {category.name}{' '}
              <span className="font-semibold">{formatPrice(locale, category.price ?? 0)}</span>
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <Swatch>
            <circle cx={10} cy={10} r={8} fill="#8e8e96" stroke="#1b1b1f" strokeWidth={2.4} />
            <path
              d="M6 10.2l2.8 3 5.2-6"
              fill="none"
              stroke="#fff"
              strokeWidth={2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </Swatch>
          <span>{t('legendChosen')}</span>
        </li>
        <li className="flex items-center gap-2">
          <Swatch>
            <circle cx={10} cy={10} r={6} fill="#d4d4da" />
            <path d="M7.5 7.5l5 5M12.5 7.5l-5 5" stroke="#7a7a84" strokeWidth={1.8} strokeLinecap="round" />
          </Swatch>
          <span>{t('legendUnavailable')}</span>
        </li>
        {FLAGS.filter((flag) => model.flagged.some((seat) => seat.flags[0] === flag)).map((flag) => {
          const note = t(`flag_${flag}`);
          return (
            <li key={flag} className="flex items-center gap-2">
              <Swatch>
                <circle cx={10} cy={10} r={8} fill="#8e8e96" />
                <path
                  d={flagGlyph(flag, 10, 10, 8)}
                  fill="none"
                  stroke="#fff"
                  strokeWidth={1.4}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </Swatch>
              <span>{note.charAt(0).toUpperCase() + note.slice(1)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
