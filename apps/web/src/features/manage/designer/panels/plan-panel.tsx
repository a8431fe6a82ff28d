'use client';
import { pickLocalized, SECTION_KINDS } from '@afisha/contracts';
// The inspector with nothing selected: the plan as a whole. Its size, its price categories (names in four
// languages, colours), the hall's drawing to trace over (uploaded to the back office's media, placed, scaled,
// faded; never shown to buyers) and a new block of rows — a section drawn at once as rows × seats.
import { MEDIA_ACCEPT, ZMediaFile } from '@afisha/contracts/manage/media';
import { PLAN_LIMITS } from '@afisha/contracts/manage/plans';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { manageUpload } from '../../api/manage-api';
import { DECORATION_LABELS, numberedName } from '../model/default-names.ts';
import { addBlock } from '../model/drawing.ts';
import { newKey, usedKeys } from '../model/editor-document.ts';
import { addShape, clearBackground, setBackground } from '../model/operations.ts';
import type { PlanName, PlanSectionKind } from '../model/plan-types.ts';
import { DEFAULT_ROW_SPACING, DEFAULT_SEAT_SPACING } from '../model/row-geometry.ts';
import type { Designer } from '../state/use-designer.ts';
import { ChoiceField, NameFields, NumberField, panelButton, panelHeading } from './fields.tsx';

/** Colours offered to a new category in turn: distinct, and dark enough for white glyphs. */
const CATEGORY_COLOURS = [
  '#C62828',
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#EF6C00',
  '#00838F',
  '#AD1457',
  '#4E342E',
];

export function PlanPanel({
  designer,
  onBackground,
  defaults,
  block,
}: {
  designer: Designer;
  onBackground: (url: string | null) => void;
  block: BlockForm;
  defaults: { category: (n: number) => PlanName; section: (kind: PlanSectionKind) => PlanName };
}) {
  const t = useTranslations('ManageDesigner.plan');
  const { document } = designer;
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2" aria-label={t('size')}>
        <h3 className={panelHeading}>{t('size')}</h3>
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={t('width')}
            value={document.width}
            min={100}
            max={PLAN_LIMITS.size}
            onChange={(width) => designer.change((current) => ({ ...current, width }), 'plan-width')}
          />
          <NumberField
            label={t('height')}
            value={document.height}
            min={100}
            max={PLAN_LIMITS.size}
            onChange={(height) => designer.change((current) => ({ ...current, height }), 'plan-height')}
          />
        </div>
      </section>
      <Categories designer={designer} defaultName={defaults.category} />
      <NewBlock designer={designer} sectionName={defaults.section} form={block} />
      <Decorations designer={designer} />
      <Background designer={designer} onBackground={onBackground} />
    </div>
  );
}

function Categories({ designer, defaultName }: { designer: Designer; defaultName: (n: number) => PlanName }) {
  const t = useTranslations('ManageDesigner.plan');
  const locale = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const { document } = designer;
  const update = (key: string, change: object, field: string) =>
    designer.change(
      (current) => ({
        ...current,
        categories: current.categories.map((each) => (each.key === key ? { ...each, ...change } : each)),
      }),
      `${field}:${key}`,
    );
  return (
    <section className="flex flex-col gap-2" aria-label={t('categories')}>
      <h3 className={panelHeading}>{t('categories')}</h3>
      <ul className="flex flex-col gap-1">
        {document.categories.map((category) => (
          <li key={category.key} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('colour', { name: pickLocalized(category.name, locale) })}
                value={category.color}
                onChange={(event) =>
                  update(category.key, { color: event.target.value.toUpperCase() }, 'colour')
                }
                className="h-7 w-9 cursor-pointer rounded border border-line"
              />
              <button
                type="button"
                className="flex-1 text-left text-sm text-ink underline-offset-2 hover:underline"
                aria-expanded={open === category.key}
                onClick={() => setOpen(open === category.key ? null : category.key)}
              >
                {pickLocalized(category.name, locale) || category.key}
              </button>
            </div>
            {open === category.key ? (
              <NameFields
                legend={t('categoryName')}
                value={category.name}
                onChange={(name) => update(category.key, { name }, 'name')}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={panelButton}
        disabled={document.categories.length >= PLAN_LIMITS.categories}
        onClick={() =>
          designer.change((current) => {
            const n = current.categories.length + 1;
            const key = newKey(usedKeys(current), 'category', n);
            const color = CATEGORY_COLOURS[(n - 1) % CATEGORY_COLOURS.length] as string;
            return { ...current, categories: [...current.categories, { key, name: defaultName(n), color }] };
          })
        }
      >
        {t('addCategory')}
      </button>
    </section>
  );
}

/** The new-block form's values: kept by the designer, so two boxes in a row need them typed once. */
export type BlockSettings = {
  kind: PlanSectionKind;
  rows: number;
  seats: number;
  spacing: number;
  rowSpacing: number;
  curve: number;
  /** Every second row moves on by this much along the row (half a seat: each seat sits between two in front). */
  stagger: number;
};
export const DEFAULT_BLOCK: BlockSettings = {
  kind: 'parterre',
  rows: 10,
  seats: 20,
  spacing: DEFAULT_SEAT_SPACING,
  rowSpacing: DEFAULT_ROW_SPACING,
  curve: 0,
  stagger: 0,
};
export type BlockForm = { value: BlockSettings; onChange: (next: BlockSettings) => void };

function NewBlock({
  designer,
  sectionName,
  form,
}: {
  designer: Designer;
  sectionName: (kind: PlanSectionKind) => PlanName;
  form: BlockForm;
}) {
  const t = useTranslations('ManageDesigner.block');
  const kinds = useTranslations('ManageDesigner.kinds');
  const { kind, rows, seats, spacing, rowSpacing, curve, stagger } = form.value;
  const set = (change: Partial<BlockSettings>) => form.onChange({ ...form.value, ...change });
  const setKind = (next: PlanSectionKind) => set({ kind: next });
  const setRows = (next: number) => set({ rows: next });
  const setSeats = (next: number) => set({ seats: next });
  const setSpacing = (next: number) => set({ spacing: next });
  const setRowSpacing = (next: number) => set({ rowSpacing: next });
  const setCurve = (next: number) => set({ curve: next });
  const setStagger = (next: number) => set({ stagger: next });
  return (
    <section className="flex flex-col gap-2" aria-label={t('title')}>
      <h3 className={panelHeading}>{t('title')}</h3>
      <ChoiceField<PlanSectionKind>
        label={t('kind')}
        value={kind}
        options={SECTION_KINDS.map((each) => ({ value: each, label: kinds(each) }))}
        onChange={setKind}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label={t('rows')}
          value={rows}
          min={1}
          max={PLAN_LIMITS.rowsPerSection}
          onChange={(v) => setRows(Math.round(v))}
        />
        <NumberField
          label={t('seats')}
          value={seats}
          min={1}
          max={PLAN_LIMITS.seatsPerRow}
          onChange={(v) => setSeats(Math.round(v))}
        />
        <NumberField label={t('spacing')} value={spacing} min={14} max={200} onChange={setSpacing} />
        <NumberField label={t('rowSpacing')} value={rowSpacing} min={14} max={200} onChange={setRowSpacing} />
        <NumberField label={t('curve')} value={curve} min={-50} max={50} onChange={setCurve} />
        <NumberField label={t('stagger')} value={stagger} min={0} max={200} onChange={setStagger} />
      </div>
      <button
        type="button"
        className={panelButton}
        onClick={() =>
          designer.change((current) => {
            const width = (seats - 1) * spacing;
            const bottom = current.sections.reduce(
              (lowest, section) =>
                Math.max(lowest, ...section.rows.flatMap((row) => row.seats.map((seat) => seat.y))),
              60,
            );
            const origin = {
              x: Math.max(20, Math.round((current.width - width) / 2)),
              y: Math.round(bottom + rowSpacing * 2),
            };
            // Below what is drawn, never on it: the plan grows to take the block when it is too short.
            const needed = Math.min(PLAN_LIMITS.size, origin.y + (rows - 1) * rowSpacing + 60);
            const sized =
              needed > current.height ? { ...current, height: Math.ceil(needed / 10) * 10 } : current;
            return addBlock(sized, {
              name: numberedName(
                sectionName(kind),
                current.sections.filter((section) => section.kind === kind).length,
              ),
              kind,
              layout: {
                origin,
                spacing,
                rows,
                seats_per_row: seats,
                row_spacing: rowSpacing,
                curve: curve / 100,
                ...(stagger > 0 ? { stagger } : {}),
              },
              ...(current.categories[0] ? { category: current.categories[0].key } : {}),
            });
          })
        }
      >
        {t('add', { count: rows * seats })}
      </button>
      <p className="text-xs text-muted">{t('hint')}</p>
    </section>
  );
}

/** The decorations one can add: each placed at the top middle of the plan, selected, to be moved and sized. */
const DECORATIONS = [
  { kind: 'stage', width: 400, height: 50 },
  { kind: 'screen', width: 400, height: 12 },
  { kind: 'rect', width: 120, height: 80 },
  { kind: 'ellipse', width: 120, height: 80 },
  { kind: 'exit', width: 60, height: 24 },
] as const;

function Decorations({ designer }: { designer: Designer }) {
  const t = useTranslations('ManageDesigner.plan');
  const kinds = useTranslations('ManageDesigner.shape.kinds');
  return (
    <section className="flex flex-col gap-2" aria-label={t('decorations')}>
      <h3 className={panelHeading}>{t('decorations')}</h3>
      <div className="flex flex-wrap gap-1">
        {DECORATIONS.map(({ kind, width, height }) => (
          <button
            key={kind}
            type="button"
            className={panelButton}
            onClick={() =>
              designer.change((current) =>
                addShape(current, {
                  kind,
                  x: Math.round((current.width - width) / 2),
                  y: 10,
                  width,
                  height,
                  ...(kind === 'stage' || kind === 'screen' || kind === 'exit'
                    ? { label: DECORATION_LABELS[kind] }
                    : {}),
                }),
              )
            }
          >
            {t('add', { what: kinds(kind) })}
          </button>
        ))}
      </div>
    </section>
  );
}

function Background({
  designer,
  onBackground,
}: {
  designer: Designer;
  onBackground: (url: string | null) => void;
}) {
  const t = useTranslations('ManageDesigner.background');
  const locale = useLocale();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const background = designer.document.background;
  const change = (value: object, field: string) =>
    designer.change((current) => setBackground(current, value), `background-${field}`);
  return (
    <section className="flex flex-col gap-2" aria-label={t('title')}>
      <h3 className={panelHeading}>{t('title')}</h3>
      <p className="text-xs text-muted">{t('hint')}</p>
      <label htmlFor={id} className={`${panelButton} cursor-pointer text-center`}>
        {busy ? t('uploading') : background ? t('replace') : t('upload')}
      </label>
      <input
        id={id}
        type="file"
        accept={MEDIA_ACCEPT.join(',')}
        className="sr-only"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!(MEDIA_ACCEPT as readonly string[]).includes(file.type)) {
            setError(t('wrongType'));
            return;
          }
          setBusy(true);
          setError(null);
          const result = await manageUpload('/media', file, ZMediaFile, locale);
          setBusy(false);
          if (!result.ok) {
            setError((result.body as { detail?: string } | undefined)?.detail ?? t('failed'));
            return;
          }
          onBackground(result.data.url);
          designer.change((current) => setBackground(current, { media: result.data.id }));
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-brand-dark">
          {error}
        </p>
      ) : null}
      {background ? (
        <>
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              label={t('x')}
              value={background.x}
              min={-PLAN_LIMITS.size}
              max={PLAN_LIMITS.size}
              onChange={(x) => change({ x }, 'x')}
            />
            <NumberField
              label={t('y')}
              value={background.y}
              min={-PLAN_LIMITS.size}
              max={PLAN_LIMITS.size}
              onChange={(y) => change({ y }, 'y')}
            />
            <NumberField
              label={t('scale')}
              value={background.scale}
              min={0.01}
              max={1000}
              onChange={(scale) => change({ scale }, 'scale')}
            />
          </div>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {t('opacity', { value: Math.round(background.opacity * 100) })}
            <input
              type="range"
              min={0}
              max={100}
              value={Math.round(background.opacity * 100)}
              onChange={(event) => change({ opacity: Number(event.target.value) / 100 }, 'opacity')}
              onPointerUp={designer.endGesture}
            />
          </label>
          <button
            type="button"
            className={panelButton}
            onClick={() => {
              designer.change(clearBackground);
              onBackground(null);
            }}
          >
            {t('remove')}
          </button>
        </>
      ) : null}
    </section>
  );
}
