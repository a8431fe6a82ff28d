'use client';
// The keyboard on a seat map, the same for the storefront's hall (seat-canvas.tsx) and the back office's seat
// picker (features/manage/kit/seat-picker.tsx): the arrows walk the hall (seat-navigation.ts, the opposite arrow goes
// back exactly), Home and End go to the row's ends, Enter or Space choose the seat the keyboard is on (the first
// press only shows where it is), + and − zoom, 0 fits the hall. The seat moved to is zoomed to a size a person can
// see and scrolled into view. Also here: showing one section with room around it for its row numbers and name.
import { type KeyboardEvent, useRef, useState } from 'react';
import type { MapModel } from '../seat-map-model';
import { directionOfKey, firstSeat, rowEnd, type SeatMove, stepFrom } from '../seat-navigation';
import type { usePanZoom } from './use-pan-zoom';

type PanZoom = ReturnType<typeof usePanZoom>;

/** How much one press of a zoom key or button zooms. */
export const ZOOM_STEP = 1.5;
/** The least distance between seats (CSS px) the keyboard zooms to, so the seat it is on can be seen. */
const KEYBOARD_PITCH = 16;

export function useSeatKeyboard({
  model,
  panZoom,
  choosable,
  onChoose,
}: {
  model: MapModel;
  panZoom: PanZoom;
  choosable: (id: number) => boolean;
  /** Absent: the map is read only (the keys still walk and zoom). */
  onChoose?: (id: number) => void;
}) {
  const [active, setActive] = useState<number | null>(null);
  /** The last arrow move, so the opposite arrow goes back exactly (seat-navigation.ts stepFrom). */
  const lastMove = useRef<SeatMove | null>(null);

  const moveTo = (id: number | null) => {
    if (id === null) return;
    setActive(id);
    const seat = model.byId.get(id);
    if (!seat) return;
    if (model.pitch * panZoom.currentScale() < KEYBOARD_PITCH) {
      panZoom.zoomToPitch(KEYBOARD_PITCH, panZoom.screenPoint(seat.x, seat.y));
    }
    panZoom.reveal(seat.x, seat.y);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = active ?? firstSeat(model, choosable);
    const direction = directionOfKey(event.key);
    let handled = true;
    if (direction && current !== null) {
      const next =
        active === null ? current : (stepFrom(model, current, direction, lastMove.current) ?? current);
      lastMove.current = next === current ? null : { from: current, to: next, direction };
      moveTo(next);
    } else if (event.key === 'Home' && current !== null) moveTo(rowEnd(model, current, 'first'));
    else if (event.key === 'End' && current !== null) moveTo(rowEnd(model, current, 'last'));
    else if ((event.key === 'Enter' || event.key === ' ') && current !== null) {
      if (active === null) moveTo(current);
      else if (onChoose && choosable(active)) onChoose(active);
    } else if (event.key === '+' || event.key === '=') panZoom.zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') panZoom.zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') panZoom.fit();
    else handled = false;
    if (handled) event.preventDefault();
  };

  return { active, setActive, onKeyDown };
}

/** Shows one section of the hall, with room around it for its row numbers and its name. */
export function showSection(
  panZoom: PanZoom,
  model: MapModel,
  { box, middle }: MapModel['sectionAreas'][number],
) {
  const side = model.pitch * 2;
  panZoom.showPart(
    { minX: box.minX - side, maxX: box.maxX + side, minY: box.minY - side, maxY: box.maxY + side / 2 },
    middle,
  );
}
