// The designer's drawing of the document, in plan units (the parent <g> carries the view): the hall's box, the
// background image to trace over, zones, decorations, and the seats row by row. Seats are drawn as the storefront
// draws them (its category colours, its flag glyphs from seat-layers.tsx), with what only an editor needs on top:
// the selection, the problems, and a `data-id` on everything one can pick, which is how a click finds what it hit.
// Each row is its own memoised part: a step that changes one row re-renders that row, not 3,000 seats.
import { pickLocalized } from '@afisha/contracts';
import { memo, useMemo } from 'react';
import { flagGlyph } from '@/features/seat-map/components/seat-layers';
import type {
  EditorDocument,
  EditorRow,
  EditorShape,
  EditorZone,
  ElementId,
} from '../model/editor-document.ts';

export const SEAT_RADIUS = 7;
const NO_CATEGORY = '#b8b8c0';
const SELECTED = '#2563eb';
const PROBLEM = '#dc2626';

/** What of a row is selected: all of it, or some of its seats. */
export type RowSelection = 'all' | ReadonlySet<ElementId>;

const RowSeats = memo(function RowSeats({
  row,
  colors,
  selected,
}: {
  row: EditorRow;
  colors: ReadonlyMap<string, string>;
  selected: RowSelection | undefined;
}) {
  const glyphs = row.seats
    .filter((seat) => seat.flags?.length)
    .map((seat) => flagGlyph(seat.flags?.[0] ?? 'wheelchair', seat.x, seat.y, SEAT_RADIUS))
    .join('');
  return (
    <g data-id={row.id}>
      {row.seats.map((seat) => {
        const chosen = selected === 'all' || !!selected?.has(seat.id);
        return (
          <circle
            key={seat.id}
            data-id={seat.id}
            cx={seat.x}
            cy={seat.y}
            r={SEAT_RADIUS}
            fill={colors.get(seat.category ?? '') ?? NO_CATEGORY}
            stroke={chosen ? SELECTED : 'rgba(0,0,0,0.3)'}
            strokeWidth={chosen ? 3 : 1}
          />
        );
      })}
      {glyphs ? <path d={glyphs} fill="none" stroke="#fff" strokeWidth={1.4} pointerEvents="none" /> : null}
    </g>
  );
});

function zoneOutline(zone: EditorZone, props: Record<string, unknown>) {
  const { shape } = zone;
  if (shape.kind === 'polygon')
    return <polygon points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')} {...props} />;
  const turn = shape.rotation
    ? `rotate(${shape.rotation} ${shape.x + shape.width / 2} ${shape.y + shape.height / 2})`
    : undefined;
  if (shape.kind === 'ellipse')
    return (
      <ellipse
        cx={shape.x + shape.width / 2}
        cy={shape.y + shape.height / 2}
        rx={shape.width / 2}
        ry={shape.height / 2}
        transform={turn}
        {...props}
      />
    );
  return (
    <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} transform={turn} {...props} />
  );
}

function zoneMiddle(zone: EditorZone) {
  const { shape } = zone;
  if (shape.kind !== 'polygon') return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
  const n = shape.points.length;
  return {
    x: shape.points.reduce((sum, [x]) => sum + x, 0) / n,
    y: shape.points.reduce((sum, [, y]) => sum + y, 0) / n,
  };
}

const Zone = memo(function Zone({
  zone,
  color,
  selected,
  locale,
}: {
  zone: EditorZone;
  color: string;
  selected: boolean;
  locale: string;
}) {
  const middle = zoneMiddle(zone);
  return (
    <g data-id={zone.id}>
      {zoneOutline(zone, {
        'data-id': zone.id,
        fill: color,
        fillOpacity: 0.35,
        stroke: selected ? SELECTED : color,
        strokeWidth: selected ? 3 : 1.5,
      })}
      <text
        x={middle.x}
        y={middle.y}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={14}
        fill="#1b1b1f"
        pointerEvents="none"
      >
        {pickLocalized(zone.name, locale)} · {zone.capacity}
      </text>
    </g>
  );
});

const Shape = memo(function Shape({
  shape,
  selected,
  locale,
}: {
  shape: EditorShape;
  selected: boolean;
  locale: string;
}) {
  const stroke = selected ? SELECTED : '#52525b';
  const strokeWidth = selected ? 3 : 1.5;
  const label = shape.label ? pickLocalized(shape.label, locale) : '';
  const turn = shape.rotation
    ? `rotate(${shape.rotation} ${shape.x + shape.width / 2} ${shape.y + shape.height / 2})`
    : undefined;
  if (shape.points && (shape.kind === 'polygon' || shape.kind === 'line')) {
    const points = shape.points.map(([x, y]) => `${x},${y}`).join(' ');
    return shape.kind === 'line' ? (
      <polyline
        data-id={shape.id}
        points={points}
        fill="none"
        stroke={stroke}
        strokeWidth={strokeWidth * 2}
      />
    ) : (
      <polygon data-id={shape.id} points={points} fill="#e4e4e7" stroke={stroke} strokeWidth={strokeWidth} />
    );
  }
  if (shape.kind === 'text' || shape.kind === 'label')
    return (
      <text
        data-id={shape.id}
        x={shape.x}
        y={shape.y}
        fontSize={Math.max(12, shape.height || 16)}
        fill={selected ? SELECTED : '#3f3f46'}
        fontWeight={600}
        transform={turn}
      >
        {label || '…'}
      </text>
    );
  const dark = shape.kind === 'stage' || shape.kind === 'screen';
  return (
    <g data-id={shape.id} transform={turn}>
      {shape.kind === 'ellipse' ? (
        <ellipse
          data-id={shape.id}
          cx={shape.x + shape.width / 2}
          cy={shape.y + shape.height / 2}
          rx={shape.width / 2}
          ry={shape.height / 2}
          fill="#e4e4e7"
          stroke={stroke}
          strokeWidth={strokeWidth}
        />
      ) : (
        <rect
          data-id={shape.id}
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={dark ? 6 : 2}
          fill={dark ? '#3f3f46' : '#e4e4e7'}
          stroke={stroke}
          strokeWidth={strokeWidth}
        />
      )}
      {label ? (
        <text
          x={shape.x + shape.width / 2}
          y={shape.y + shape.height / 2}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={Math.min(18, Math.max(10, shape.height * 0.4))}
          fill={dark ? '#fff' : '#3f3f46'}
          pointerEvents="none"
        >
          {label}
        </text>
      ) : null}
    </g>
  );
});

export const PlanLayers = memo(function PlanLayers({
  document,
  rowSelections,
  selection,
  backgroundUrl,
  locale,
}: {
  document: EditorDocument;
  rowSelections: ReadonlyMap<ElementId, RowSelection>;
  selection: ReadonlySet<ElementId>;
  backgroundUrl: string | null;
  locale: string;
}) {
  const colors = useMemo(
    () => new Map(document.categories.map((category) => [category.key, category.color])),
    [document.categories],
  );
  const { background } = document;
  return (
    <>
      <rect
        x={0}
        y={0}
        width={document.width}
        height={document.height}
        fill="#fff"
        stroke="#a1a1aa"
        strokeDasharray="8 6"
        pointerEvents="none"
      />
      {background && backgroundUrl ? (
        <image
          href={backgroundUrl}
          x={background.x}
          y={background.y}
          transform={`scale(${background.scale})`}
          transform-origin={`${background.x} ${background.y}`}
          opacity={background.opacity}
          pointerEvents="none"
        />
      ) : null}
      {document.zones.map((zone) => (
        <Zone
          key={zone.id}
          zone={zone}
          color={colors.get(zone.category ?? '') ?? NO_CATEGORY}
          selected={selection.has(zone.id)}
          locale={locale}
        />
      ))}
      {document.shapes.map((shape) => (
        <Shape key={shape.id} shape={shape} selected={selection.has(shape.id)} locale={locale} />
      ))}
      {document.sections.map((section) => (
        <g key={section.id} data-id={section.id}>
          {section.rows.map((row) => (
            <RowSeats key={row.id} row={row} colors={colors} selected={rowSelections.get(row.id)} />
          ))}
        </g>
      ))}
    </>
  );
});

/** Red rings where the problems are (the seats, rows and zones they name), over everything else. */
export const ProblemMarks = memo(function ProblemMarks({
  points,
}: {
  points: readonly { x: number; y: number }[];
}) {
  if (points.length === 0) return null;
  const r = SEAT_RADIUS + 4;
  const d = points
    .map(({ x, y }) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`)
    .join('');
  return <path d={d} fill="none" stroke={PROBLEM} strokeWidth={2.5} pointerEvents="none" />;
});
