'use client';
// The back office's seat map (issue 20, seats off sale; the plan preview): the storefront's drawing parts — pan and
// zoom (use-pan-zoom.ts), the hall's decoration, section buttons, zoom buttons, keyboard walk (seat-navigation.ts),
// hit test — composed with seats of the manager's own states: free, blocked (with its reason), held and sold (not
// choosable), and a selection the manager toggles. It lives in the back office's kit (issue 31: the sessions' seats
// off sale and the plan page use it), importing the storefront's drawing and never the other way round, so
// the storefront's seat map (seat-canvas.tsx) and its chunks stay as they are. `onToggle` absent: read-only preview.
import { useTranslations } from 'next-intl';
import { memo, useId, useMemo, useState } from 'react';
import {
  decorScale,
  FocusRing,
  HallDecor,
  SeatMarks,
  seatDomId,
} from '@/features/seat-map/components/seat-layers';
import { SectionButtons } from '@/features/seat-map/components/section-buttons';
import { ZoomControls } from '@/features/seat-map/components/zoom-controls';
import { seatNear } from '@/features/seat-map/hit-test';
import { type Point, usePanZoom } from '@/features/seat-map/hooks/use-pan-zoom';
import { showSection, useSeatKeyboard, ZOOM_STEP } from '@/features/seat-map/hooks/use-seat-keyboard';
import type { MapModel } from '@/features/seat-map/seat-map-model';
import type { SeatState } from '@/features/seat-map/seat-states';

export type PickerSeatState = 'free' | 'blocked' | 'held' | 'sold';

const GREY = '#d4d4da';
const INK = '#1b1b1f';
const NO_ZONE_TEXTS = new Map<number, { name: string; remaining: string }>();

export type SeatPickerProps = {
  model: MapModel;
  /** Seats not free, by id. */
  states: ReadonlyMap<number, PickerSeatState>;
  selected: ReadonlySet<number>;
  /** Each seat's accessible name (section, row, seat, state, reason). */
  labels: ReadonlyMap<number, string>;
  onToggle?: (id: number) => void;
  label: string;
  hint: string;
};

export const pickable = (state: PickerSeatState | undefined) => state !== 'held' && state !== 'sold';

const PickerSeats = memo(function PickerSeats({
  model,
  states,
  selected,
  labels,
  interactive,
}: Omit<SeatPickerProps, 'onToggle' | 'label' | 'hint'> & { interactive: boolean }) {
  const r = model.seatRadius;
  return (
    <>
      {model.seats.map((seat) => {
        const state = states.get(seat.id) ?? 'free';
        const chosen = selected.has(seat.id);
        const off = state !== 'free';
        return (
          <circle
            key={seat.id}
            id={seatDomId(seat.id)}
            role="option"
            aria-label={labels.get(seat.id)}
            aria-selected={chosen}
            aria-disabled={!interactive || !pickable(state) ? true : undefined}
            data-state={state}
            data-selected={chosen || undefined}
            cx={seat.x}
            cy={seat.y}
            r={chosen ? r * 1.1 : off ? r * 0.8 : r}
            fill={state === 'free' ? seat.color : state === 'blocked' ? '#9a9aa3' : GREY}
            stroke={chosen ? INK : state === 'free' ? 'rgba(0,0,0,0.28)' : 'none'}
            strokeWidth={chosen ? r * 0.3 : 1}
          />
        );
      })}
    </>
  );
});

export function SeatPicker({ model, states, selected, labels, onToggle, label, hint }: SeatPickerProps) {
  const t = useTranslations('SeatMap');
  const hintId = useId();
  const interactive = onToggle !== undefined;
  const [focused, setFocused] = useState(false);
  const choosable = (id: number) => pickable(states.get(id));

  const onTap = (point: Point) => {
    if (!onToggle) return;
    const plan = panZoom.planPoint(point);
    const seat = seatNear(
      model,
      plan.x,
      plan.y,
      Math.max(model.seatRadius * 1.4, 12 / panZoom.currentScale()),
    );
    if (!seat) return;
    setActive(seat.id);
    if (choosable(seat.id)) onToggle(seat.id);
  };
  const startTop = useMemo(
    () => ({ x: model.stage.x + model.stage.width / 2, y: model.bounds.minY }),
    [model],
  );
  const panZoom = usePanZoom({ bounds: model.bounds, pitch: model.pitch, startTop, onTap });
  const { zoom } = panZoom;

  const { active, setActive, onKeyDown } = useSeatKeyboard({ model, panZoom, choosable, onChoose: onToggle });

  // The storefront's marks: a cross on seats that are off sale or taken, a tick on the chosen ones.
  const marks = new Map<number, SeatState>();
  for (const [id, state] of states) marks.set(id, state === 'blocked' ? 'blocked' : 'sold');
  for (const id of selected) marks.set(id, 'mine');
  const activeSeat = active === null ? undefined : model.byId.get(active);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={panZoom.boxRef}
        role="listbox"
        tabIndex={0}
        aria-multiselectable="true"
        aria-readonly={interactive ? undefined : true}
        aria-label={label}
        aria-describedby={hintId}
        aria-activedescendant={focused && active !== null ? seatDomId(active) : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        {...panZoom.handlers}
        style={{
          aspectRatio: `${model.bounds.maxX - model.bounds.minX} / ${model.bounds.maxY - model.bounds.minY}`,
        }}
        className="max-h-[65vh] min-h-72 w-full cursor-grab touch-none select-none overflow-hidden rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand active:cursor-grabbing"
      >
        <svg width="100%" height="100%" role="none" className="group block">
          <g ref={panZoom.layerRef}>
            <HallDecor
              model={model}
              scale={decorScale(zoom.scale)}
              stageText={t('stage')}
              zoneTexts={NO_ZONE_TEXTS}
            />
            <PickerSeats
              model={model}
              states={states}
              selected={selected}
              labels={labels}
              interactive={interactive}
            />
            <SeatMarks model={model} states={marks} />
            {focused && activeSeat ? (
              <FocusRing x={activeSeat.x} y={activeSeat.y} r={model.seatRadius} scale={zoom.scale} />
            ) : null}
          </g>
        </svg>
      </div>
      <p id={hintId} className="sr-only">
        {hint}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <SectionButtons areas={model.sectionAreas} onShow={(area) => showSection(panZoom, model, area)} />
        <ZoomControls
          zoom={zoom}
          onZoomIn={() => panZoom.zoomBy(ZOOM_STEP)}
          onZoomOut={() => panZoom.zoomBy(1 / ZOOM_STEP)}
          onFit={panZoom.fit}
        />
      </div>
    </div>
  );
}
