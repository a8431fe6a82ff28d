'use client';
import { pickLocalized, SECTION_KINDS } from '@afisha/contracts';
// What the inspector offers for a selection other than one row: seats (their price category, their flags,
// renumbering them), a section (its names in four languages, its kind, its rows' labels), a standing zone (names,
// capacity, category), a decoration (its text, size and turn), and several things at once (align, distribute,
// snap, gather rows into a new section).
import { SEAT_FLAGS } from '@afisha/contracts/manage/plans';
import { useLocale, useTranslations } from 'next-intl';
import type { EditorDocument, EditorSection, EditorShape, EditorZone } from '../model/editor-document.ts';
import {
  assignCategory,
  makeSection,
  renumberRows,
  renumberSeats,
  setSeatFlag,
  updateShape,
  updateZone,
} from '../model/operations.ts';
import type { PlanSectionKind } from '../model/plan-types.ts';
import { type Selection, selectedSeatIds } from '../model/selection.ts';
import { alignSelection, distributeSelection, snapSelection } from '../model/transform.ts';
import type { Designer } from '../state/use-designer.ts';
import { ChoiceField, NameFields, NumberField, panelButton, panelHeading } from './fields.tsx';
import { NumberingFields } from './numbering-fields.tsx';

export function CategoryButtons({ designer }: { designer: Designer }) {
  const t = useTranslations('ManageDesigner.seats');
  const locale = useLocale();
  const { document, selection } = designer;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold text-ink">{t('category')}</legend>
      <div className="flex flex-wrap gap-1">
        {document.categories.map((category) => (
          <button
            key={category.key}
            type="button"
            className={`${panelButton} flex items-center gap-1`}
            onClick={() => designer.change((current) => assignCategory(current, selection, category.key))}
          >
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full"
              style={{ background: category.color }}
            />
            {pickLocalized(category.name, locale) || category.key}
          </button>
        ))}
        {document.categories.length === 0 ? <p className="text-xs text-muted">{t('noCategories')}</p> : null}
      </div>
    </fieldset>
  );
}

export function SeatsPanel({ designer }: { designer: Designer }) {
  const t = useTranslations('ManageDesigner.seats');
  const seatMap = useTranslations('SeatMap');
  const { document, selection } = designer;
  const seats = selectedSeatIds(document, selection);
  const chosen: { flags?: string[] }[] = [];
  for (const section of document.sections)
    for (const row of section.rows) for (const seat of row.seats) if (seats.has(seat.id)) chosen.push(seat);
  return (
    <section className="flex flex-col gap-2" aria-label={t('title', { count: seats.size })}>
      <h3 className={panelHeading}>{t('title', { count: seats.size })}</h3>
      <CategoryButtons designer={designer} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-semibold text-ink">{t('flags')}</legend>
        {SEAT_FLAGS.map((flag) => {
          const on = chosen.length > 0 && chosen.every((seat) => seat.flags?.includes(flag));
          return (
            <label key={flag} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) =>
                  designer.change((current) => setSeatFlag(current, selection, flag, event.target.checked))
                }
              />
              {seatMap(`flag_${flag}`)}
            </label>
          );
        })}
      </fieldset>
      <NumberingFields
        legend={t('renumber')}
        value={{}}
        applyLabel={t('renumberApply')}
        onApply={(numbering) => designer.change((current) => renumberSeats(current, selection, numbering))}
      />
    </section>
  );
}

export function SectionPanel({ designer, section }: { designer: Designer; section: EditorSection }) {
  const t = useTranslations('ManageDesigner.section');
  const kinds = useTranslations('ManageDesigner.kinds');
  const locale = useLocale();
  const change = (next: Partial<EditorSection>, field: string) =>
    designer.change(
      (current) => ({
        ...current,
        sections: current.sections.map((each) => (each.id === section.id ? { ...each, ...next } : each)),
      }),
      `${field}:${section.id}`,
    );
  return (
    <section className="flex flex-col gap-2" aria-label={pickLocalized(section.name, locale) || section.key}>
      <h3 className={panelHeading}>{pickLocalized(section.name, locale) || section.key}</h3>
      <NameFields legend={t('name')} value={section.name} onChange={(name) => change({ name }, 'name')} />
      <ChoiceField<PlanSectionKind>
        label={t('kind')}
        value={section.kind}
        options={SECTION_KINDS.map((kind) => ({ value: kind, label: kinds(kind) }))}
        onChange={(kind) => change({ kind }, 'kind')}
      />
      <p className="text-xs text-muted">
        {t('size', {
          rows: section.rows.length,
          seats: section.rows.reduce((n, row) => n + row.seats.length, 0),
        })}
      </p>
      <CategoryButtons designer={designer} />
      <NumberingFields
        legend={t('rowNumbering')}
        value={section.layout?.row_numbering ?? {}}
        applyLabel={t('renumberRows')}
        onApply={(numbering) =>
          designer.change((current) => renumberRows(current, new Set([section.id]), numbering))
        }
      />
    </section>
  );
}

export function ZonePanel({ designer, zone }: { designer: Designer; zone: EditorZone }) {
  const t = useTranslations('ManageDesigner.zone');
  const shapes = useTranslations('ManageDesigner.shape');
  const locale = useLocale();
  return (
    <section className="flex flex-col gap-2" aria-label={pickLocalized(zone.name, locale)}>
      <h3 className={panelHeading}>{t('title', { name: pickLocalized(zone.name, locale) })}</h3>
      <NameFields
        legend={t('name')}
        value={zone.name}
        onChange={(name) =>
          designer.change((current) => updateZone(current, zone.id, { name }), `name:${zone.id}`)
        }
      />
      <NumberField
        label={t('capacity')}
        value={zone.capacity}
        min={1}
        max={100000}
        onChange={(capacity) =>
          designer.change(
            (current) => updateZone(current, zone.id, { capacity: Math.round(capacity) }),
            `capacity:${zone.id}`,
          )
        }
      />
      {zone.shape.kind === 'polygon' ? null : (
        <div className="grid grid-cols-2 gap-2">
          {(['width', 'height'] as const).map((side) => (
            <NumberField
              key={side}
              label={shapes(side)}
              value={zone.shape.kind === 'polygon' ? 0 : zone.shape[side]}
              min={1}
              max={100000}
              onChange={(value) =>
                designer.change(
                  (current) =>
                    zone.shape.kind === 'polygon'
                      ? current
                      : updateZone(current, zone.id, { shape: { ...zone.shape, [side]: value } }),
                  `${side}:${zone.id}`,
                )
              }
            />
          ))}
        </div>
      )}
      <CategoryButtons designer={designer} />
    </section>
  );
}

export function ShapePanel({ designer, shape }: { designer: Designer; shape: EditorShape }) {
  const t = useTranslations('ManageDesigner.shape');
  const change = (next: Partial<EditorShape>, field: string) =>
    designer.change((current) => updateShape(current, shape.id, next), `${field}:${shape.id}`);
  return (
    <section className="flex flex-col gap-2" aria-label={t(`kinds.${shape.kind}`)}>
      <h3 className={panelHeading}>{t(`kinds.${shape.kind}`)}</h3>
      <NameFields
        legend={t('text')}
        value={shape.label ?? { ru: '' }}
        onChange={(label) => change({ label }, 'label')}
      />
      {shape.points ? null : (
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={t('width')}
            value={shape.width}
            min={0}
            max={100000}
            onChange={(width) => change({ width }, 'width')}
          />
          <NumberField
            label={t('height')}
            value={shape.height}
            min={0}
            max={100000}
            onChange={(height) => change({ height }, 'height')}
          />
          <NumberField
            label={t('rotation')}
            value={shape.rotation ?? 0}
            min={-360}
            max={360}
            onChange={(rotation) => change({ rotation }, 'rotation')}
          />
        </div>
      )}
    </section>
  );
}

/** For several things at once: line them up, space them evenly, put them on the grid, make a section of rows. */
export function ArrangePanel({
  designer,
  grid,
  newSection,
}: {
  designer: Designer;
  grid: number;
  newSection: { name: EditorSection['name']; kind: PlanSectionKind };
}) {
  const t = useTranslations('ManageDesigner.arrange');
  const { selection } = designer;
  const step = (operation: (document: EditorDocument, selection: Selection) => EditorDocument | undefined) =>
    designer.change((current) => operation(current, selection));
  return (
    <section className="flex flex-col gap-2" aria-label={t('title')}>
      <h3 className={panelHeading}>{t('title')}</h3>
      <div className="grid grid-cols-3 gap-1">
        {(['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const).map((to) => (
          <button
            key={to}
            type="button"
            className={panelButton}
            onClick={() => step((d, s) => alignSelection(d, s, to))}
          >
            {t(`align.${to}`)}
          </button>
        ))}
        <button
          type="button"
          className={panelButton}
          onClick={() => step((d, s) => distributeSelection(d, s, 'horizontal'))}
        >
          {t('distributeAcross')}
        </button>
        <button
          type="button"
          className={panelButton}
          onClick={() => step((d, s) => distributeSelection(d, s, 'vertical'))}
        >
          {t('distributeDown')}
        </button>
        <button
          type="button"
          className={panelButton}
          disabled={grid <= 0}
          onClick={() => step((d, s) => snapSelection(d, s, grid))}
        >
          {t('snap')}
        </button>
      </div>
      <button
        type="button"
        className={panelButton}
        onClick={() => designer.change((current) => makeSection(current, selection, newSection))}
      >
        {t('makeSection')}
      </button>
    </section>
  );
}
