// The drawing of the hall in SVG, in plan units (the parent <g> carries the zoom): the stage, general-admission zones,
// section names and row numbers (decoration, hidden from assistive technology: each seat's label says it all), the
// seats themselves as the options of the map's listbox, and one path each for the marks drawn over them (a tick on
// the visitor's seats, a cross on unavailable ones: not colour alone; a small glyph on a seat with a flag — wheelchair,
// companion, restricted view, no back — whose label says it in words). SVG, not canvas: 1,500 circles render in a
// few milliseconds, pan and zoom move one transform, and every seat can be a labelled option for screen readers.
// The plan's own stage and decorations are drawn as given, turned by their `rotation` about their middle.
import type { TPlaceShape, TPlaceZone, TSeatFlag } from '@afisha/contracts';
import { memo, useMemo } from 'react';
import { useTextWidthEm } from '../hooks/use-text-width';
import { type MapModel, zoneCentre } from '../seat-map-model';
import { isUnavailable, type SeatState, type SeatStates, stateOf } from '../seat-states';
import { placeSectionLabels } from '../section-labels';

export const seatDomId = (id: number) => `seat-${id}`;

const UNAVAILABLE_FILL = '#d4d4da';
const UNAVAILABLE_MARK = '#7a7a84';
const INK = '#1b1b1f';
const SECTION_FONT_WEIGHT = 600;

type SeatDotProps = {
  id: number;
  x: number;
  y: number;
  r: number;
  color: string;
  state: SeatState;
  label: string;
};

const SeatDot = memo(function SeatDot({ id, x, y, r, color, state, label }: SeatDotProps) {
  const unavailable = isUnavailable(state);
  return (
    <circle
      id={seatDomId(id)}
      role="option"
      aria-label={label}
      aria-selected={state === 'mine'}
      aria-disabled={unavailable || state === 'pending' ? true : undefined}
      data-state={state}
      cx={x}
      cy={y}
      r={unavailable ? r * 0.7 : state === 'mine' ? r * 1.1 : r}
      fill={unavailable ? UNAVAILABLE_FILL : color}
      fillOpacity={state === 'pending' ? 0.45 : 1}
      stroke={state === 'mine' ? INK : unavailable ? 'none' : 'rgba(0,0,0,0.28)'}
      strokeWidth={state === 'mine' ? r * 0.28 : 1}
      strokeDasharray={state === 'pending' ? `${r * 0.5} ${r * 0.35}` : undefined}
    />
  );
});

/** The seats, grouped by section (a listbox may hold groups of options). */
export const SeatLayer = memo(function SeatLayer({
  model,
  states,
  labels,
}: {
  model: MapModel;
  states: SeatStates;
  labels: ReadonlyMap<number, string>;
}) {
  return (
    <>
      {model.rows.map((section, sectionIndex) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside the SVG listbox has no HTML element
        // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; it groups options
        <g
          key={model.sections[sectionIndex]?.id}
          role="group"
          aria-label={model.sections[sectionIndex]?.name}
        >
          {section.flat().map((id) => {
            const seat = model.byId.get(id);
            if (!seat) return null;
            return (
              <SeatDot
                key={id}
                id={id}
                x={seat.x}
                y={seat.y}
                r={model.seatRadius}
                color={seat.color}
                state={stateOf(states, id)}
                label={labels.get(id) ?? ''}
              />
            );
          })}
        </g>
      ))}
    </>
  );
});

/**
 * A flag's glyph on a seat of radius r centred at x, y: a few strokes (the whole set is a few hundred bytes of
 * script, no icon font, no image): a wheelchair; two people (a companion's seat beside one); an eye struck through
 * (restricted view); a seat without its back (a bar with a gap).
 */
export function flagGlyph(flag: TSeatFlag, x: number, y: number, r: number): string {
  const p = (dx: number, dy: number) => `${x + dx * r} ${y + dy * r}`;
  switch (flag) {
    case 'wheelchair':
      return `M${p(0.05, -0.62)}h0M${p(0.05, -0.35)}V${y + 0.12 * r}H${x + 0.38 * r}L${p(0.52, 0.5)}M${p(-0.12, -0.08)}a${0.36 * r} ${0.36 * r} 0 1 0 ${0.52 * r} ${0.36 * r}`;
    case 'companion':
      return `M${p(-0.3, -0.3)}h0M${p(0.3, -0.3)}h0M${p(-0.5, 0.45)}q${0.2 * r} ${-0.55 * r} ${0.4 * r} 0M${p(0.1, 0.45)}q${0.2 * r} ${-0.55 * r} ${0.4 * r} 0`;
    case 'restricted_view':
      return `M${p(-0.55, 0)}Q${p(0, -0.5)} ${p(0.55, 0)}Q${p(0, 0.5)} ${p(-0.55, 0)}M${p(-0.45, 0.45)}L${p(0.45, -0.45)}`;
    case 'no_back':
      return `M${p(-0.5, -0.4)}H${x - 0.12 * r}M${p(0.12, -0.4)}H${x + 0.5 * r}M${p(-0.35, 0.3)}H${x + 0.35 * r}`;
  }
}

/** One path of crosses over unavailable seats, one of ticks over the visitor's own, one of flag glyphs on the rest. */
export const SeatMarks = memo(function SeatMarks({ model, states }: { model: MapModel; states: SeatStates }) {
  const r = model.seatRadius;
  const a = r * 0.36;
  let crosses = '';
  let ticks = '';
  for (const [id, state] of states) {
    const seat = model.byId.get(id);
    if (!seat) continue;
    const { x, y } = seat;
    if (isUnavailable(state)) {
      crosses += `M${x - a} ${y - a}L${x + a} ${y + a}M${x + a} ${y - a}L${x - a} ${y + a}`;
    } else if (state === 'mine') {
      ticks += `M${x - r * 0.45} ${y + r * 0.02}L${x - r * 0.12} ${y + r * 0.36}L${x + r * 0.46} ${y - r * 0.34}`;
    }
  }
  let glyphs = '';
  for (const seat of model.flagged) {
    const state = stateOf(states, seat.id);
    if (isUnavailable(state) || state === 'mine') continue;
    // One glyph a seat (the first flag): the label names them all.
    glyphs += flagGlyph(seat.flags[0] as TSeatFlag, seat.x, seat.y, r);
  }
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> takes no focus; the marks repeat what the labels say
    <g aria-hidden="true" fill="none" strokeLinecap="round" strokeLinejoin="round" pointerEvents="none">
      {crosses ? <path d={crosses} stroke={UNAVAILABLE_MARK} strokeWidth={r * 0.2} /> : null}
      {ticks ? <path d={ticks} stroke="#fff" strokeWidth={r * 0.3} /> : null}
      {glyphs ? <path d={glyphs} data-flags="" stroke="#fff" strokeWidth={r * 0.16} /> : null}
    </g>
  );
});

/** `rotate(…)` about a box's middle, or nothing for an unturned box. */
function turn(rotation: number | undefined, x: number, y: number, width: number, height: number) {
  return rotation ? `rotate(${rotation} ${x + width / 2} ${y + height / 2})` : undefined;
}

/** What Figure draws: a zone's shape or a decoration. */
type Figured = {
  kind: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
  points?: readonly (readonly [number, number])[];
};

/** A box, an ellipse in its box (both turned about the box's middle), a polygon or a line; `paint` as given. */
type Paint = {
  fill: string;
  fillOpacity?: number;
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
};

function Figure({ shape, ...paint }: { shape: Figured } & Paint) {
  const { x = 0, y = 0, width = 0, height = 0, points } = shape;
  const transform = turn(shape.rotation, x, y, width, height);
  // [[x, y], …] joins as "x,y x,y …".
  if (points)
    return shape.kind === 'line' ? (
      <polyline points={points.join(' ')} {...paint} />
    ) : (
      <polygon points={points.join(' ')} {...paint} />
    );
  if (shape.kind === 'ellipse')
    return (
      <ellipse
        cx={x + width / 2}
        cy={y + height / 2}
        rx={width / 2}
        ry={height / 2}
        transform={transform}
        {...paint}
      />
    );
  return <rect x={x} y={y} width={width} height={height} transform={transform} {...paint} />;
}

function ZoneShape({ zone, color }: { zone: TPlaceZone; color: string }) {
  return (
    <Figure
      shape={zone.shape}
      fill={color}
      fillOpacity={0.16}
      stroke={color}
      strokeWidth={2}
      strokeDasharray="8 5"
    />
  );
}

/** A decoration of the plan (not the stage): outlined (a label only written), its label in its middle. */
function Decoration({ shape, fontSize }: { shape: TPlaceShape; fontSize: number }) {
  return (
    <g data-shape={shape.kind}>
      {shape.kind === 'label' ? null : (
        <Figure
          shape={shape}
          fill={shape.kind === 'polygon' ? '#ececf0' : 'none'}
          stroke="#c9c9d1"
          strokeWidth={2}
        />
      )}
      {shape.label ? (
        <text
          x={shape.x + shape.width / 2}
          y={shape.y + shape.height / 2}
          transform={turn(shape.rotation, shape.x, shape.y, shape.width, shape.height)}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#6b6b75"
          fontSize={fontSize}
        >
          {shape.label}
        </text>
      ) : null}
    </g>
  );
}

/** Row numbers at both ends of each row, the same at every zoom (hidden by CSS when seats are small). */
const RowLabels = memo(function RowLabels({ model }: { model: MapModel }) {
  return (
    <g
      className="group-data-[detail=low]:hidden"
      fill="#8e8e96"
      fontSize={model.pitch * 0.46}
      dominantBaseline="central"
    >
      {model.rowLabels.map((mark) => (
        <text key={mark.key} x={mark.x} y={mark.y} textAnchor={mark.anchor}>
          {mark.text}
        </text>
      ))}
    </g>
  );
});

/**
 * The scale the decoration is sized for: the real one rounded to steps of about 19 % (four a doubling), so a pinch
 * or a wheel spin redraws the names a few times rather than on every frame.
 */
export function decorScale(scale: number): number {
  return 2 ** (Math.round(Math.log2(scale) * 4) / 4);
}

/** Stage, zones and names: what the seats sit in. `scale` keeps names readable when zoomed out. */
export const HallDecor = memo(function HallDecor({
  model,
  scale,
  stageText,
  zoneTexts,
}: {
  model: MapModel;
  scale: number;
  stageText: string;
  zoneTexts: ReadonlyMap<number, { name: string; remaining: string }>;
}) {
  const { stage, pitch } = model;
  const stageTurn = turn(stage.rotation, stage.x, stage.y, stage.width, stage.height);
  const sectionSize = Math.max(pitch * 0.7, 12 / scale);
  const zoneSize = Math.max(pitch * 0.8, 12 / scale);
  const widthEm = useTextWidthEm(SECTION_FONT_WEIGHT);
  const sectionLabels = useMemo(
    () => placeSectionLabels(model, sectionSize, widthEm),
    [model, sectionSize, widthEm],
  );
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> takes no focus; the seats' labels say it all
    <g aria-hidden="true" pointerEvents="none">
      {model.shapes.map((shape, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the plan's decorations have no ids and never reorder
        <Decoration key={index} shape={shape} fontSize={Math.max(pitch * 0.7, 12 / scale)} />
      ))}
      <rect
        x={stage.x}
        y={stage.y}
        width={stage.width}
        height={stage.height}
        rx={Math.min(pitch * 0.6, stage.height / 2)}
        transform={stageTurn}
        fill="#3f3f46"
      />
      <text
        x={stage.x + stage.width / 2}
        y={stage.y + stage.height / 2}
        transform={stageTurn}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize={Math.min(stage.height * 0.5, Math.max(pitch * 1.2, 14 / scale))}
        fontWeight={700}
        letterSpacing="0.12em"
      >
        {(stage.label || stageText).toUpperCase()}
      </text>
      {model.zones.map((zone) => {
        const color = model.categories.get(zone.category)?.color ?? '#8e8e96';
        const centre = zoneCentre(zone);
        const text = zoneTexts.get(zone.id);
        return (
          <g key={zone.id}>
            <ZoneShape zone={zone} color={color} />
            {text ? (
              <text
                x={centre.x}
                y={centre.y}
                textAnchor="middle"
                fill={INK}
                fontSize={zoneSize}
                fontWeight={600}
              >
                <tspan x={centre.x} dy="-0.2em">
                  {text.name}
                </tspan>
                <tspan x={centre.x} dy="1.3em" fontWeight={400} fontSize={zoneSize * 0.8}>
                  {text.remaining}
                </tspan>
              </text>
            ) : null}
          </g>
        );
      })}
      <RowLabels model={model} />
      <g
        data-section-names=""
        fill="#4a4a52"
        fontWeight={SECTION_FONT_WEIGHT}
        stroke="#f5f5f7"
        paintOrder="stroke"
      >
        {sectionLabels.map((mark) => (
          <text
            key={mark.key}
            x={mark.x}
            y={mark.y}
            textAnchor={mark.anchor}
            fontSize={mark.fontSize}
            strokeWidth={mark.fontSize * 0.25}
          >
            {mark.text}
          </text>
        ))}
      </g>
    </g>
  );
});

/** The keyboard's place on the map: a ring drawn over the active seat while the map has keyboard focus. */
export function FocusRing({ x, y, r, scale }: { x: number; y: number; r: number; scale: number }) {
  const width = 3 / scale;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> takes no focus; aria-activedescendant tells the seat
    <g aria-hidden="true" pointerEvents="none" fill="none">
      <circle cx={x} cy={y} r={r * 1.25 + width * 1.5} stroke="#fff" strokeWidth={width * 2.2} />
      <circle cx={x} cy={y} r={r * 1.25 + width * 1.5} stroke={INK} strokeWidth={width} />
    </g>
  );
}
