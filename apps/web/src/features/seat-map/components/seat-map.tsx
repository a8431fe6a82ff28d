'use client';
// The seat map of one session (loaded lazily by seat-map-loader.tsx, with TanStack Query and the contracts' zod
// schemas, so none of it weighs on other pages): the legend, the hall, the message about the last refusal, the
// visitor's choice with its total, and the general-admission zones. States: loading, failed (try again), gone (the
// session is over or unknown: its map will not come back), not on sale (the map is shown, nothing can be chosen).
import type { TPlacesPlan, TPlacesStatus } from '@afisha/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef } from 'react';
import { getQueryClient } from '@/lib/query-client';
import { isGone } from '../api/places.api';
import { useHoldActions } from '../hooks/use-hold-actions';
import { useSeatMapData } from '../hooks/use-seat-map-data';
import { useSeatTexts } from '../hooks/use-seat-texts';
import { seatLabel } from '../seat-label';
import type { MapModel } from '../seat-map-model';
import { placesChosen, seatStates, stateOf } from '../seat-states';
import { type ChosenLine, chosenLines } from '../selection';
import { ChosenPanel } from './chosen-panel';
import { EarlyAccessForm } from './early-access-form';
import { MessageBar } from './message-bar';
import { SeatCanvas } from './seat-canvas';
import { SeatLegend } from './seat-legend';
import { SeatMapState } from './seat-map-state';
import { WaitingListForm } from './waiting-list-form';
import { type ZoneOffer, ZonePanel } from './zone-panel';

export default function SeatMap({ eventId }: { eventId: number }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SeatMapScreen eventId={eventId} />
    </QueryClientProvider>
  );
}

function SeatMapScreen({ eventId }: { eventId: number }) {
  const t = useTranslations('SeatMap');
  const { plan, status, model, keys } = useSeatMapData(eventId);
  if (isGone(plan.error) || isGone(status.error)) return <SeatMapState text={t('gone')} />;
  if (plan.isError) {
    return (
      <SeatMapState
        text={t('loadFailed')}
        action={{ label: t('retry'), onClick: () => void plan.refetch() }}
      />
    );
  }
  if (!plan.data || !model || (status.isPending && !status.data)) {
    if (status.isError && !status.data) {
      return (
        <SeatMapState
          text={t('loadFailed')}
          action={{ label: t('retry'), onClick: () => void status.refetch() }}
        />
      );
    }
    return <SeatMapState text={t('loading')} busy />;
  }
  return (
    <SeatMapReady
      eventId={eventId}
      plan={plan.data}
      model={model}
      status={status.data}
      statusKey={keys.status}
    />
  );
}

type ReadyProps = {
  eventId: number;
  plan: TPlacesPlan;
  model: MapModel;
  status: TPlacesStatus | undefined;
  statusKey: readonly unknown[];
};

function SeatMapReady({ eventId, plan, model, status, statusKey }: ReadyProps) {
  const t = useTranslations('SeatMap');
  const texts = useSeatTexts();
  const actions = useHoldActions({ eventId, statusKey, model, maxPerOrder: plan.max_per_order });
  const states = useMemo(
    () => seatStates(model, status, actions.pendingSeats),
    [model, status, actions.pendingSeats],
  );
  // Each seat's label per state, made once: a status change then formats only the seats that changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new plan or language starts a new cache.
  const labelCache = useMemo(() => new Map<string, string>(), [model, texts]);
  const labels = useMemo(
    () =>
      new Map(
        model.seats.map((seat) => {
          const state = stateOf(states, seat.id);
          const key = `${seat.id}:${state}`;
          let label = labelCache.get(key);
          if (label === undefined) {
            label = seatLabel(seat, state, texts);
            labelCache.set(key, label);
          }
          return [seat.id, label];
        }),
      ),
    [model, states, texts, labelCache],
  );
  const lines = useMemo(() => chosenLines(model, status), [model, status]);

  const zoneOffers = useMemo<ZoneOffer[]>(
    () =>
      model.zones.map((zone) => {
        const category = model.categories.get(zone.category);
        const live = status?.zones.find((entry) => entry.id === zone.id);
        return {
          zone,
          color: category?.color ?? '#8e8e96',
          price: category?.price ?? null,
          remaining: live ? live.remaining : status ? 0 : zone.capacity,
        };
      }),
    [model, status],
  );
  const zoneTexts = useMemo(
    () =>
      new Map(
        zoneOffers.map((offer) => [
          offer.zone.id,
          { name: offer.zone.name, remaining: t('zoneRemaining', { count: offer.remaining }) },
        ]),
      ),
    [zoneOffers, t],
  );

  const zoneInputs = useRef(new Map<number, HTMLInputElement>());
  const zoneInputRef = useCallback(
    (zoneId: number) => (element: HTMLInputElement | null) => {
      if (element) zoneInputs.current.set(zoneId, element);
      else zoneInputs.current.delete(zoneId);
    },
    [],
  );
  const goToZone = (zoneId: number) => {
    const input = zoneInputs.current.get(zoneId);
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input?.focus({ preventScroll: true });
  };

  // Nothing left to choose, and nothing chosen: the session is sold out for this visitor.
  const soldOut =
    status?.on_sale === true &&
    !model.seats.some((seat) => {
      const state = stateOf(states, seat.id);
      return state === 'free' || state === 'mine';
    }) &&
    zoneOffers.every((offer) => offer.remaining === 0) &&
    placesChosen(status) === 0;

  const colorOf = (line: ChosenLine) =>
    line.kind === 'seat'
      ? line.seat.color
      : (zoneOffers.find((offer) => offer.zone.id === line.zone.id)?.color ?? '#8e8e96');

  return (
    <div className="flex flex-col gap-4">
      {status && !status.on_sale ? (
        status.sale_opens_at ? (
          <EarlyAccessForm
            eventId={eventId}
            opensAt={status.sale_opens_at}
            timeZone={status.timezone}
            offersKey={status.early_access}
            statusKey={statusKey}
          />
        ) : (
          <p role="status" className="rounded-xl bg-surface px-4 py-3 font-semibold text-ink">
            {t('notOnSale')}
          </p>
        )
      ) : null}
      {soldOut ? <WaitingListForm eventId={eventId} maxPlaces={plan.max_per_order} /> : null}
      <SeatLegend model={model} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-3">
          <MessageBar message={actions.message} onDismiss={actions.dismiss} />
          <SeatCanvas
            model={model}
            states={states}
            labels={labels}
            zoneTexts={zoneTexts}
            onToggleSeat={actions.toggleSeat}
            onZone={goToZone}
          />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          <ChosenPanel
            lines={lines}
            maxPerOrder={plan.max_per_order}
            busyItems={actions.busyItems}
            texts={texts}
            colorOf={colorOf}
            onRelease={actions.release}
          />
          {zoneOffers.length > 0 ? (
            <ZonePanel
              zones={zoneOffers}
              room={Math.max(0, plan.max_per_order - placesChosen(status))}
              busyZones={actions.busyZones}
              onAdd={actions.addZonePlaces}
              inputRef={zoneInputRef}
            />
          ) : null}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {actions.announcement}
      </p>
    </div>
  );
}
