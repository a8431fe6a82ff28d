'use client';
// General-admission zones (a dance floor, a fan zone): sold by quantity, not by seat. Each zone shows its colour,
// price and the places left, a number field with − and + (bounded by the places left and what the order may still
// take), and a button that holds that many at once. A tap on the zone on the map brings the visitor here.
import type { TPlaceZone } from '@afisha/contracts';
import { CART_REQUEST_MAX } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPrice } from '@/lib/format/price';

export type ZoneOffer = { zone: TPlaceZone; color: string; price: number | null; remaining: number };

type ZonePanelProps = {
  zones: readonly ZoneOffer[];
  /** Places the order may still take. */
  room: number;
  busyZones: ReadonlySet<number>;
  onAdd: (zone: { id: number; name: string }, quantity: number) => Promise<boolean>;
  inputRef: (zoneId: number) => (element: HTMLInputElement | null) => void;
};

export function ZonePanel({ zones, room, busyZones, onAdd, inputRef }: ZonePanelProps) {
  const t = useTranslations('SeatMap');
  return (
    <section
      aria-labelledby="zones-title"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4 md:p-5"
    >
      <h2 id="zones-title" className="text-lg font-bold text-ink">
        {t('zonesTitle')}
      </h2>
      <ul className="flex flex-col gap-4">
        {zones.map((offer) => (
          <li key={offer.zone.id}>
            <ZonePicker
              offer={offer}
              room={room}
              busy={busyZones.has(offer.zone.id)}
              onAdd={onAdd}
              inputRef={inputRef(offer.zone.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const stepClass =
  'inline-flex size-9 items-center justify-center rounded-full border border-line text-lg font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40';

function ZonePicker({
  offer,
  room,
  busy,
  onAdd,
  inputRef,
}: {
  offer: ZoneOffer;
  room: number;
  busy: boolean;
  onAdd: ZonePanelProps['onAdd'];
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const t = useTranslations('SeatMap');
  const locale = useLocale();
  const { zone, color, price, remaining } = offer;
  const limit = Math.max(0, Math.min(remaining, room, CART_REQUEST_MAX));
  const [wanted, setWanted] = useState(1);
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, limit));
  const unavailable = price === null || limit === 0;

  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="sr-only">
        {price === null ? zone.name : `${zone.name}, ${formatPrice(locale, price)}`}
      </legend>
      <div className="flex items-baseline justify-between gap-3" aria-hidden="true">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />
          {zone.name}
        </p>
        {price !== null ? (
          <p className="font-semibold whitespace-nowrap text-ink">{formatPrice(locale, price)}</p>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('zoneRemaining', { count: remaining })}</p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          aria-label={t('decrease')}
          disabled={unavailable || quantity <= 1}
          onClick={() => setWanted(quantity - 1)}
        >
          −
        </button>
        <input
          ref={inputRef}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, limit)}
          value={quantity}
          disabled={unavailable}
          aria-label={t('quantity', { zone: zone.name })}
          onChange={(event) => {
            const value = Number.parseInt(event.target.value, 10);
            setWanted(Number.isFinite(value) ? value : 1);
          }}
          className="h-9 w-16 rounded-lg border border-line text-center text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:bg-surface"
        />
        <button
          type="button"
          className={stepClass}
          aria-label={t('increase')}
          disabled={unavailable || quantity >= limit}
          onClick={() => setWanted(quantity + 1)}
        >
          +
        </button>
        <button
          type="button"
          disabled={unavailable || busy}
          aria-label={t('addZoneLabel', { count: quantity, zone: zone.name })}
          onClick={async () => {
            if (await onAdd({ id: zone.id, name: zone.name }, quantity)) setWanted(1);
          }}
          className="ml-auto rounded-full bg-brand px-4 py-2 font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-muted"
        >
          {t('addZone')}
        </button>
      </div>
    </fieldset>
  );
}
