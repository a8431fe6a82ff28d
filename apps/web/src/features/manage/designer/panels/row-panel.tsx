'use client';
// One row, as it was drawn: its label, how many seats, their spacing, its bend and its turn, and how its seats are
// numbered. Each field changes the row at once (one undo step per field), and the seats keep their keys, so a sold
// seat moved or renumbered is still the same seat.
import { useTranslations } from 'next-intl';
import { applyRowLayout, resizeRow } from '../model/drawing.ts';
import { type EditorRow, mapRows } from '../model/editor-document.ts';
import { renumberSeats } from '../model/operations.ts';
import type { Numbering, RowLayout } from '../model/plan-types.ts';
import {
  bendRow,
  DEFAULT_SEAT_SPACING,
  layoutFromSpacing,
  respaceRow,
  rotateRowLayout,
} from '../model/row-geometry.ts';
import type { Designer } from '../state/use-designer.ts';
import { ChoiceField, NumberField, panelHeading } from './fields.tsx';
import { NumberingFields } from './numbering-fields.tsx';

/** A row without a layout (imported from a CSV) gets one from its first two seats. */
function layoutOf(row: EditorRow): RowLayout {
  if (row.layout) return row.layout;
  const [first, second] = row.seats;
  const angle = first && second ? (Math.atan2(second.y - first.y, second.x - first.x) * 180) / Math.PI : 0;
  const spacing = first && second ? Math.hypot(second.x - first.x, second.y - first.y) : DEFAULT_SEAT_SPACING;
  return layoutFromSpacing({ x: first?.x ?? 0, y: first?.y ?? 0 }, spacing, angle);
}

export function RowPanel({ designer, row }: { designer: Designer; row: EditorRow }) {
  const t = useTranslations('ManageDesigner.row');
  const layout = layoutOf(row);
  const count = row.seats.length;
  const relay = (next: RowLayout, field: string) =>
    designer.change((current) => applyRowLayout(current, row.id, next), `${field}:${row.id}`);
  return (
    <section className="flex flex-col gap-2" aria-label={t('title', { label: row.label })}>
      <h3 className={panelHeading}>{t('title', { label: row.label })}</h3>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          {t('label')}
          <input
            className="w-full rounded-lg border border-line bg-white px-2 py-1 text-sm text-ink"
            value={row.label}
            maxLength={20}
            onChange={(event) => {
              const label = event.target.value.trim();
              if (label)
                designer.change(
                  (current) => mapRows(current, (each) => (each.id === row.id ? { ...each, label } : each)),
                  `label:${row.id}`,
                );
            }}
          />
        </label>
        <NumberField
          label={t('seats')}
          value={count}
          min={1}
          max={500}
          onChange={(value) =>
            designer.change(
              (current) =>
                resizeRow(
                  row.layout ? current : applyRowLayout(current, row.id, layout),
                  row.id,
                  Math.round(value),
                ),
              `count:${row.id}`,
            )
          }
        />
        <NumberField
          label={t('spacing')}
          value={Math.round((layout.spacing ?? DEFAULT_SEAT_SPACING) * 10) / 10}
          min={14}
          max={200}
          onChange={(value) => relay(respaceRow(layout, value), 'spacing')}
        />
        <NumberField
          label={t('angle')}
          value={Math.round((layout.angle ?? 0) * 10) / 10}
          min={-360}
          max={360}
          onChange={(value) => relay(rotateRowLayout(layout, value - (layout.angle ?? 0)), 'angle')}
        />
      </div>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t('curve', { value: Math.round((layout.curve ?? 0) * 100) })}
        <input
          type="range"
          min={-50}
          max={50}
          step={1}
          value={Math.round((layout.curve ?? 0) * 100)}
          aria-valuetext={t('curveText', { value: Math.round((layout.curve ?? 0) * 100) })}
          onChange={(event) => relay(bendRow(layout, count, Number(event.target.value) / 100), 'curve')}
          onPointerUp={designer.endGesture}
        />
      </label>
      <NumberingFields
        legend={t('numbering')}
        value={layout.numbering ?? {}}
        onApply={(numbering: Numbering) =>
          designer.change((current) => {
            const laid = applyRowLayout(current, row.id, { ...layout, numbering });
            return renumberSeats(laid, new Set([row.id]), numbering);
          })
        }
      />
      <ChoiceField
        label={t('direction')}
        value={layout.numbering?.direction ?? 'ltr'}
        options={[
          { value: 'ltr', label: t('ltr') },
          { value: 'rtl', label: t('rtl') },
        ]}
        onChange={(direction) =>
          designer.change((current) => {
            const numbering = { ...(layout.numbering ?? {}), direction };
            return renumberSeats(
              applyRowLayout(current, row.id, { ...layout, numbering }),
              new Set([row.id]),
              numbering,
            );
          })
        }
      />
    </section>
  );
}
