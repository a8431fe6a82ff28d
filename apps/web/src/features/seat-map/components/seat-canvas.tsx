'use client';
// The interactive hall: one focusable listbox (aria-activedescendant points at the seat the keyboard is on) around
// the SVG drawing. Pointer: wheel, drag and pinch zoom and pan (use-pan-zoom.ts); a tap on a seat chooses or gives
// it back, a tap where seats are too small to aim at zooms in there first; a tap on a zone goes to its quantity
// picker; hovering a seat with the mouse shows its label. Keyboard: arrows walk the hall (seat-navigation.ts),
// Home/End the row, Enter or Space choose, + and − zoom, 0 fits the hall. Under the map, outside the drawing so
// they never hide a seat: a button per section that zooms to it, and the zoom buttons. The seat's tooltip stays
// inside the map's box (tooltip-position.ts).
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { seatNear, zoneAt } from '../hit-test';
import { type Point, usePanZoom } from '../hooks/use-pan-zoom';
import { showSection, useSeatKeyboard, ZOOM_STEP } from '../hooks/use-seat-keyboard';
import type { MapModel } from '../seat-map-model';
import { firstSeat } from '../seat-navigation';
import { isUnavailable, type SeatStates, stateOf } from '../seat-states';
import { tooltipPosition } from '../tooltip-position';
import { decorScale, FocusRing, HallDecor, SeatLayer, SeatMarks, seatDomId } from './seat-layers';
import { SectionButtons } from './section-buttons';
import { ZoomControls } from './zoom-controls';

/** Seats narrower than this (CSS px between neighbours) are zoomed to before a tap may choose one. */
const MIN_TAP_PITCH = { mouse: 6, pen: 12, touch: 16 } as const;
/** Where such a tap zooms to. */
const TAP_ZOOM_PITCH = { mouse: 18, pen: 26, touch: 30 } as const;
/** Below this pitch row numbers are hidden; the keyboard zooms to at least the next one. */
const ROW_LABEL_PITCH = 11;
/** Room above the stage's middle (in seat pitches) that a phone's first view of a big hall starts with. */
const STAGE_NAME_ROOM = 1.2;

type SeatCanvasProps = {
  model: MapModel;
  states: SeatStates;
  labels: ReadonlyMap<number, string>;
  zoneTexts: ReadonlyMap<number, { name: string; remaining: string }>;
  onToggleSeat: (id: number) => void;
  onZone: (zoneId: number) => void;
};

const pointerKind = (type: string): keyof typeof MIN_TAP_PITCH =>
  type === 'mouse' || type === 'pen' ? type : 'touch';

export function SeatCanvas({ model, states, labels, zoneTexts, onToggleSeat, onZone }: SeatCanvasProps) {
  const t = useTranslations('SeatMap');
  const hintId = useId();
  const [focused, setFocused] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const [hover, setHover] = useState<number | null>(null);

  const choosable = useCallback((id: number) => !isUnavailable(stateOf(states, id)), [states]);

  const onTap = (point: Point, pointerType: string) => {
    const kind = pointerKind(pointerType);
    const plan = panZoom.planPoint(point);
    const scale = panZoom.currentScale();
    const seat = seatNear(model, plan.x, plan.y, Math.max(model.seatRadius * 1.4, 12 / scale));
    const pitchPx = model.pitch * scale;
    if (seat && pitchPx < MIN_TAP_PITCH[kind]) {
      panZoom.zoomToPitch(TAP_ZOOM_PITCH[kind], point);
      return;
    }
    if (seat) {
      setKeyboard(false);
      setActive(seat.id);
      if (choosable(seat.id)) onToggleSeat(seat.id);
      return;
    }
    const zone = zoneAt(model.zones, plan.x, plan.y);
    if (zone) onZone(zone.id);
  };

  const onHover = (point: Point | null) => {
    if (!point) {
      setHover(null);
      return;
    }
    const plan = panZoom.planPoint(point);
    const seat = seatNear(model, plan.x, plan.y, model.seatRadius * 1.3);
    setHover(seat ? seat.id : null);
  };

  // A phone's first view of a big hall starts with the lower half of the stage, its name (centred, at that zoom
  // 1.2 pitches tall) whole in it (viewport.ts startView).
  const startTop = useMemo(
    () => ({
      x: model.stage.x + model.stage.width / 2,
      y: Math.max(model.bounds.minY, model.stage.y + model.stage.height / 2 - model.pitch * STAGE_NAME_ROOM),
    }),
    [model],
  );
  const panZoom = usePanZoom({ bounds: model.bounds, pitch: model.pitch, startTop, onTap, onHover });
  const { zoom } = panZoom;

  const keys = useSeatKeyboard({ model, panZoom, choosable, onChoose: onToggleSeat });
  const { active, setActive } = keys;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    setKeyboard(true);
    keys.onKeyDown(event);
  };

  const activeSeat = active === null ? undefined : model.byId.get(active);
  const hoverSeat = hover === null ? undefined : model.byId.get(hover);
  const hoverPoint = hoverSeat ? panZoom.screenPoint(hoverSeat.x, hoverSeat.y) : null;
  const tipRef = useRef<HTMLParagraphElement>(null);
  // Placed after it is drawn, once its width is known; before the browser paints it.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    const box = panZoom.boxRef.current;
    if (!tip || !box || !hoverPoint) return;
    const { left, top } = tooltipPosition(
      { x: hoverPoint.x, y: hoverPoint.y, radius: model.seatRadius * zoom.scale },
      { width: tip.offsetWidth, height: tip.offsetHeight },
      { width: box.offsetWidth, height: box.offsetHeight },
    );
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  });
  const detail = model.pitch * zoom.scale >= ROW_LABEL_PITCH ? 'high' : 'low';
  const decor = (
    <HallDecor model={model} scale={decorScale(zoom.scale)} stageText={t('stage')} zoneTexts={zoneTexts} />
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={panZoom.boxRef}
          role="listbox"
          tabIndex={0}
          aria-multiselectable="true"
          aria-label={t('mapLabel')}
          aria-describedby={hintId}
          aria-activedescendant={focused && active !== null ? seatDomId(active) : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            if (active === null) setActive(firstSeat(model, choosable));
          }}
          onBlur={() => setFocused(false)}
          onPointerDownCapture={() => setKeyboard(false)}
          {...panZoom.handlers}
          // As tall as the hall's shape asks at this width (no empty band over a wide hall on a phone), within limits.
          style={{
            aspectRatio: `${model.bounds.maxX - model.bounds.minX} / ${model.bounds.maxY - model.bounds.minY}`,
          }}
          // On a phone a big hall starts zoomed in (viewport.ts startView): a taller box shows more of it.
          className="max-h-[70vh] min-h-72 max-sm:min-h-[min(26rem,60vh)] w-full cursor-grab touch-none select-none overflow-hidden rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand active:cursor-grabbing"
        >
          <svg width="100%" height="100%" role="none" className="group block" data-detail={detail}>
            <g ref={panZoom.layerRef}>
              {decor}
              <SeatLayer model={model} states={states} labels={labels} />
              <SeatMarks model={model} states={states} />
              {focused && keyboard && activeSeat ? (
                <FocusRing x={activeSeat.x} y={activeSeat.y} r={model.seatRadius} scale={zoom.scale} />
              ) : null}
            </g>
          </svg>
        </div>
        {hoverSeat && hoverPoint ? (
          <p
            ref={tipRef}
            aria-hidden="true"
            data-testid="seat-tooltip"
            className="pointer-events-none absolute top-0 left-0 z-10 w-max max-w-64 rounded-lg bg-ink px-3 py-1.5 text-center text-sm text-white shadow-lg"
          >
            {labels.get(hoverSeat.id)}
          </p>
        ) : null}
      </div>
      <p id={hintId} className="sr-only">
        {t('mapHint')}
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
