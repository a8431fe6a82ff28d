'use client';
// The designer's drawing board: the document drawn by plan-layers.tsx under the view (use-view.ts), and what the
// pointer does with the tool in hand. Select: a click picks a row (Alt or a double click: the seat alone; Shift
// adds), a drag on what is selected moves it as one undo step, a drag on empty board selects what is in the box.
// Lasso: the same with a free outline. Row: press at the first seat, release at the last. Zones: drag a rectangle
// or an ellipse, or click a polygon's corners (Enter or a double click closes it). Text: a click places a label.
// Pan: drag; the wheel and a pinch zoom about the pointer, a two-finger scroll pans, and a middle-button or Space
// drag pans with any tool. With a category brush chosen, a click paints the seat (Shift: its whole row). One zone or
// decoration selected shows a handle at each corner of its box: dragging one resizes it (model/resize.ts).
//
// The board is one focusable element; the keyboard's commands are the editor's (designer-keys.ts, on the editor
// round it: Space to pan and a polygon's Enter and Escape are the board's own), and what is selected is said in
// words in the editor's live region, so the board itself is `role="application"`.
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { wheelFactor } from '@/features/seat-map/viewport';
import type { EditorDocument, ElementId } from '../model/editor-document.ts';
import { idKind } from '../model/editor-document.ts';
import { boxFromCorners, distance, type Point } from '../model/geometry.ts';
import { assignCategory } from '../model/operations.ts';
import {
  CORNERS,
  type Corner,
  cornerPoint,
  dragCorner,
  resizableBox,
  resizeElement,
  type UprightBox,
} from '../model/resize.ts';
import { type Selection, selectInBox, selectInLasso } from '../model/selection.ts';
import { moveSelection } from '../model/transform.ts';
import type { Designer } from '../state/use-designer.ts';
import { type DrawDefaults, drawRowBetween, drawZone, placeText, type ZoneOutline } from './draw-steps.ts';
import { PlanLayers, ProblemMarks, type RowSelection, SEAT_RADIUS } from './plan-layers.tsx';
import type { DesignerView } from './use-view.ts';

type Drag =
  | { kind: 'pan'; lastX: number; lastY: number }
  | { kind: 'move'; start: Point; applied: Point; gesture: string }
  | { kind: 'box'; start: Point; now: Point; add: boolean }
  | { kind: 'lasso'; points: Point[]; add: boolean }
  | { kind: 'row'; start: Point; now: Point }
  | { kind: 'zone'; outline: 'rect' | 'ellipse'; start: Point; now: Point }
  | { kind: 'resize'; id: ElementId; corner: Corner; from: UprightBox; gesture: string };

/** Moves under this many plan units are a click, not a drag. */
const CLICK_SLOP = 2;
let gestures = 0;

/** The element a pointer event hit (the nearest ancestor with a `data-id`), if any. */
function hitId(target: EventTarget | null): ElementId | undefined {
  const element = (target as Element | null)?.closest?.('[data-id]');
  return (element?.getAttribute('data-id') as ElementId | null) ?? undefined;
}

/** The row a seat id belongs to. */
function rowOfSeat(document: EditorDocument, seatId: ElementId): ElementId | undefined {
  for (const section of document.sections)
    for (const row of section.rows) if (row.seats.some((seat) => seat.id === seatId)) return row.id;
  return undefined;
}

function withToggled(selection: Selection, id: ElementId, add: boolean): Selection {
  if (!add) return new Set([id]);
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Each row's selected part, for the row-by-row drawing (a whole row or section: 'all'). */
function rowSelections(document: EditorDocument, selection: Selection): Map<ElementId, RowSelection> {
  const result = new Map<ElementId, RowSelection>();
  if (selection.size === 0) return result;
  for (const section of document.sections) {
    const wholeSection = selection.has(section.id);
    for (const row of section.rows) {
      if (wholeSection || selection.has(row.id)) {
        result.set(row.id, 'all');
        continue;
      }
      const seats = row.seats.filter((seat) => selection.has(seat.id)).map((seat) => seat.id);
      if (seats.length > 0) result.set(row.id, new Set(seats));
    }
  }
  return result;
}

export function DesignerCanvas({
  designer,
  view,
  defaults,
  brush,
  snap,
  problemPoints,
  backgroundUrl,
  locale,
  label,
  roleDescription,
  describedBy,
}: {
  designer: Designer;
  view: DesignerView;
  defaults: DrawDefaults;
  /** The category a click paints with, if one is chosen. */
  brush: string | null;
  /** The grid moves snap to (plan units), or 0. */
  snap: number;
  problemPoints: readonly Point[];
  backgroundUrl: string | null;
  locale: string;
  label: string;
  roleDescription: string;
  describedBy: string;
}) {
  const { document, selection, tool } = designer;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [polygon, setPolygon] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);
  const spaceHeld = useRef(false);
  const selectedRows = useMemo(() => rowSelections(document, selection), [document, selection]);
  const [only] = selection.size === 1 ? selection : [];
  const handles = useMemo(
    () => (only && tool === 'select' ? resizableBox(document, only) : undefined),
    [document, only, tool],
  );

  const snapped = (value: number) => (snap > 0 ? Math.round(value / snap) * snap : value);

  const finishPolygon = (points: Point[]) => {
    if (points.length >= 3) {
      const corners = points.map((point): [number, number] => [point.x, point.y]);
      designer.change((current) => drawZone(current, { kind: 'polygon', points: corners }, defaults));
    }
    setPolygon([]);
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = view.planPoint(event.clientX, event.clientY);
    if (event.button === 1 || tool === 'pan' || spaceHeld.current) {
      setDrag({ kind: 'pan', lastX: event.clientX, lastY: event.clientY });
      return;
    }
    if (event.button !== 0) return;
    const corner = (event.target as Element | null)?.getAttribute?.('data-handle') as Corner | null;
    if (corner && only && handles) {
      gestures += 1;
      setDrag({ kind: 'resize', id: only, corner, from: handles, gesture: `resize:${gestures}` });
      return;
    }
    const hit = hitId(event.target);
    switch (tool) {
      case 'row':
        setDrag({ kind: 'row', start: point, now: point });
        return;
      case 'zone_rect':
      case 'zone_ellipse':
        setDrag({
          kind: 'zone',
          outline: tool === 'zone_rect' ? 'rect' : 'ellipse',
          start: point,
          now: point,
        });
        return;
      case 'zone_polygon':
        if (event.detail >= 2) finishPolygon(polygon);
        else setPolygon((points) => [...points, { x: Math.round(point.x), y: Math.round(point.y) }]);
        return;
      case 'text':
        designer.change((current) => placeText(current, point, defaults));
        designer.setTool('select');
        return;
      case 'lasso':
        setDrag({ kind: 'lasso', points: [point], add: event.shiftKey });
        return;
      default:
        break;
    }
    // The select tool.
    if (!hit || idKind(hit) === 'section') {
      setDrag({ kind: 'box', start: point, now: point, add: event.shiftKey });
      return;
    }
    if (brush && idKind(hit) === 'seat') {
      const row = rowOfSeat(document, hit);
      const target = event.shiftKey && row ? row : hit;
      designer.change((current) => assignCategory(current, new Set([target]), brush));
      return;
    }
    const picked =
      idKind(hit) === 'seat' && !(event.altKey || event.detail >= 2)
        ? (rowOfSeat(document, hit) ?? hit)
        : hit;
    // Already selected, on its own or as part of a whole row or section: a drag moves the selection as it is.
    const row = idKind(hit) === 'seat' ? rowOfSeat(document, hit) : undefined;
    const covered =
      selection.has(picked) || selection.has(hit) || (row !== undefined && selectedRows.get(row) === 'all');
    if (!covered || event.shiftKey) designer.select(withToggled(selection, picked, event.shiftKey));
    if (!event.shiftKey) {
      gestures += 1;
      setDrag({ kind: 'move', start: point, applied: { x: 0, y: 0 }, gesture: `move:${gestures}` });
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const point = view.planPoint(event.clientX, event.clientY);
    if (tool === 'zone_polygon') setHover(point);
    if (!drag) return;
    switch (drag.kind) {
      case 'pan':
        view.pan(event.clientX - drag.lastX, event.clientY - drag.lastY);
        setDrag({ ...drag, lastX: event.clientX, lastY: event.clientY });
        return;
      case 'move': {
        const total = { x: snapped(point.x - drag.start.x), y: snapped(point.y - drag.start.y) };
        const by = { x: total.x - drag.applied.x, y: total.y - drag.applied.y };
        if (by.x === 0 && by.y === 0) return;
        if (drag.applied.x === 0 && drag.applied.y === 0 && Math.hypot(total.x, total.y) < CLICK_SLOP) return;
        designer.change((current) => moveSelection(current, designer.selection, by), drag.gesture);
        setDrag({ ...drag, applied: total });
        return;
      }
      case 'lasso':
        setDrag({ ...drag, points: [...drag.points, point] });
        return;
      case 'resize': {
        const box = dragCorner(drag.from, drag.corner, { x: snapped(point.x), y: snapped(point.y) });
        designer.change((current) => resizeElement(current, drag.id, box), drag.gesture);
        return;
      }
      default:
        setDrag({ ...drag, now: point });
    }
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    switch (drag.kind) {
      case 'move':
      case 'resize':
        designer.endGesture();
        return;
      case 'box': {
        const found =
          distance(drag.start, drag.now) < CLICK_SLOP
            ? new Set<ElementId>()
            : selectInBox(document, boxFromCorners(drag.start, drag.now));
        designer.select(drag.add ? new Set([...selection, ...found]) : found);
        return;
      }
      case 'lasso': {
        const found = selectInLasso(document, drag.points);
        designer.select(drag.add ? new Set([...selection, ...found]) : found);
        return;
      }
      case 'row':
        if (distance(drag.start, drag.now) >= CLICK_SLOP)
          designer.change((current) => drawRowBetween(current, drag.start, drag.now, selection, defaults));
        return;
      case 'zone': {
        if (distance(drag.start, drag.now) < CLICK_SLOP) return;
        const box = boxFromCorners(drag.start, drag.now);
        const outline: ZoneOutline = {
          kind: drag.outline,
          x: Math.round(box.left),
          y: Math.round(box.top),
          width: Math.round(box.right - box.left),
          height: Math.round(box.bottom - box.top),
        };
        designer.change((current) => drawZone(current, outline, defaults));
        return;
      }
      default:
        return;
    }
  };

  // A pinch on a trackpad (the browser sends it as a wheel with Ctrl) and a mouse wheel zoom about the pointer; a
  // two-finger scroll on a trackpad (a wheel with a sideways part) pans.
  const onWheel = (event: React.WheelEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!event.ctrlKey && !event.metaKey && event.deltaMode === 0 && event.deltaX !== 0) {
      view.pan(-event.deltaX, -event.deltaY);
      return;
    }
    view.zoom(wheelFactor(event.deltaY, event.deltaMode), {
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
    });
  };

  const onKeyDownBoard = (event: ReactKeyboardEvent<SVGSVGElement>) => {
    if (event.key === ' ') {
      spaceHeld.current = true;
      event.preventDefault();
      return;
    }
    if (tool === 'zone_polygon' && polygon.length > 0) {
      if (event.key === 'Enter') {
        event.preventDefault();
        finishPolygon(polygon);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setPolygon([]);
        return;
      }
    }
  };

  const { x, y, scale } = view.view;
  const cursor =
    tool === 'pan' || drag?.kind === 'pan'
      ? 'grab'
      : tool === 'select' || tool === 'lasso'
        ? 'default'
        : 'crosshair';

  return (
    <div ref={view.boxRef} className="relative h-full min-h-[420px] w-full overflow-hidden bg-zinc-100">
      <svg
        role="application"
        aria-roledescription={roleDescription}
        aria-label={label}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is the editor's keyboard surface
        tabIndex={0}
        data-testid="designer-board"
        className="absolute inset-0 h-full w-full touch-none outline-none focus-visible:ring-4 focus-visible:ring-brand/40"
        style={{ cursor }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onWheel={onWheel}
        onKeyDown={onKeyDownBoard}
        onKeyUp={(event) => {
          if (event.key === ' ') spaceHeld.current = false;
        }}
      >
        <g transform={`translate(${x} ${y}) scale(${scale})`}>
          <PlanLayers
            document={document}
            rowSelections={selectedRows}
            selection={selection}
            backgroundUrl={backgroundUrl}
            locale={locale}
          />
          <ProblemMarks points={problemPoints} />
          {handles && drag?.kind !== 'move' ? <ResizeHandles box={handles} scale={scale} /> : null}
          <DragMarks drag={drag} polygon={polygon} hover={hover} scale={scale} />
        </g>
      </svg>
    </div>
  );
}

/** A square at each corner of the one selected zone or decoration's box, a fixed size on screen. */
function ResizeHandles({ box, scale }: { box: UprightBox; scale: number }) {
  const side = 9 / scale;
  return (
    <g>
      {CORNERS.map((corner) => {
        const at = cornerPoint(box, corner);
        return (
          <rect
            key={corner}
            data-handle={corner}
            x={at.x - side / 2}
            y={at.y - side / 2}
            width={side}
            height={side}
            fill="#fff"
            stroke="#2563eb"
            strokeWidth={1.5 / scale}
            style={{ cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize' }}
          />
        );
      })}
    </g>
  );
}

/** What a drag draws while it lasts: the selection box or lasso, the row's line, the zone's outline. */
function DragMarks({
  drag,
  polygon,
  hover,
  scale,
}: {
  drag: Drag | null;
  polygon: Point[];
  hover: Point | null;
  scale: number;
}) {
  const line = 1.5 / scale;
  const style = {
    fill: 'rgba(37,99,235,0.08)',
    stroke: '#2563eb',
    strokeWidth: line,
    pointerEvents: 'none' as const,
  };
  if (polygon.length > 0) {
    const points = [...polygon, ...(hover ? [hover] : [])].map((p) => `${p.x},${p.y}`).join(' ');
    return <polyline points={points} {...style} strokeDasharray={`${4 / scale} ${3 / scale}`} />;
  }
  if (!drag) return null;
  if (drag.kind === 'box' || drag.kind === 'zone') {
    const box = boxFromCorners(drag.start, drag.now);
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    return drag.kind === 'zone' && drag.outline === 'ellipse' ? (
      <ellipse
        cx={box.left + width / 2}
        cy={box.top + height / 2}
        rx={width / 2}
        ry={height / 2}
        {...style}
      />
    ) : (
      <rect x={box.left} y={box.top} width={width} height={height} {...style} />
    );
  }
  if (drag.kind === 'lasso')
    return <polygon points={drag.points.map((p) => `${p.x},${p.y}`).join(' ')} {...style} />;
  if (drag.kind === 'row') {
    return (
      <g pointerEvents="none">
        <line x1={drag.start.x} y1={drag.start.y} x2={drag.now.x} y2={drag.now.y} {...style} />
        <circle cx={drag.start.x} cy={drag.start.y} r={SEAT_RADIUS} {...style} />
        <circle cx={drag.now.x} cy={drag.now.y} r={SEAT_RADIUS} {...style} />
      </g>
    );
  }
  return null;
}
