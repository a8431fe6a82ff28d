// The drawing of the hall in SVG, in plan units (the parent <g> carries the zoom): the stage, general-admission zones,
// section names and row numbers (decoration, hidden from assistive technology: each seat's label says it all), the
// seats themselves as the options of the map's listbox, and one path each for the marks drawn over them (a tick on
// the visitor's seats, a cross on unavailable ones: not colour alone). SVG, not canvas: 1,500 circles render in a
// few milliseconds, pan and zoom move one transform, and every seat can be a labelled option for screen readers.
import type { TPlaceZone } from '@afisha/contracts';
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

/** One path of crosses over unavailable seats and one of ticks over the visitor's own. */
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
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> takes no focus; the marks repeat what the labels say
    <g aria-hidden="true" fill="none" strokeLinecap="round" strokeLinejoin="round" pointerEvents="none">
      {crosses ? <path d={crosses} stroke={UNAVAILABLE_MARK} strokeWidth={r * 0.2} /> : null}
      {ticks ? <path d={ticks} stroke="#fff" strokeWidth={r * 0.3} /> : null}
    </g>
  );
});

function ZoneShape({ zone, color }: { zone: TPlaceZone; color: string }) {
  const shape = zone.shape;
  const common = { fill: color, fillOpacity: 0.16, stroke: color, strokeWidth: 2, strokeDasharray: '8 5' };
  if (shape.kind === 'rect') {
    return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={8} {...common} />;
  }
  return <polygon points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')} {...common} />;
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
      <rect
        x={stage.x}
        y={stage.y}
        width={stage.width}
        height={stage.height}
        rx={pitch * 0.6}
        fill="#3f3f46"
      />
      <text
        x={stage.x + stage.width / 2}
        y={stage.y + stage.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize={Math.min(stage.height * 0.5, Math.max(pitch * 1.2, 14 / scale))}
        fontWeight={700}
        letterSpacing="0.12em"
      >
        {stageText.toUpperCase()}
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
