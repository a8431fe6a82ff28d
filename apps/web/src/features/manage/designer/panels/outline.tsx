'use client';
// The plan as a list a screen reader and a keyboard can walk: its sections with their rows ("Партер, ряд 3: 24
// места, 1–24"), its zones and its decorations, each a button that selects it on the board. What a sighted person
// sees as shapes, said as the hall's parts, at the level of rows and sections.
import { pickLocalized } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { type DescribeTexts, describeRow, describeSection } from '../model/describe.ts';
import type { EditorDocument, ElementId } from '../model/editor-document.ts';
import type { Selection } from '../model/selection.ts';

const item =
  'w-full rounded px-1 text-left text-sm hover:bg-zinc-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50';

export const Outline = memo(function Outline({
  document,
  selection,
  texts,
  onSelect,
}: {
  document: EditorDocument;
  selection: Selection;
  texts: DescribeTexts;
  onSelect: (id: ElementId, add: boolean) => void;
}) {
  const t = useTranslations('ManageDesigner.outline');
  const shapes = useTranslations('ManageDesigner.shape.kinds');
  const locale = useLocale();
  const chosen = (id: ElementId) => (selection.has(id) ? 'bg-brand/10 font-semibold' : '');
  return (
    <nav aria-label={t('title')} className="flex flex-col gap-1">
      <h3 className="text-sm font-bold text-ink">{t('title')}</h3>
      {document.sections.length === 0 && document.zones.length === 0 ? (
        <p className="text-xs text-muted">{t('empty')}</p>
      ) : null}
      <ul className="flex max-h-80 flex-col gap-0.5 overflow-auto">
        {document.sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={`${item} ${chosen(section.id)}`}
              aria-pressed={selection.has(section.id)}
              onClick={(event) => onSelect(section.id, event.shiftKey)}
            >
              {describeSection(section, texts, locale)}
            </button>
            <ul className="ml-3 flex flex-col gap-0.5 border-l border-line pl-2">
              {section.rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    className={`${item} ${chosen(row.id)}`}
                    aria-pressed={selection.has(row.id)}
                    onClick={(event) => onSelect(row.id, event.shiftKey)}
                  >
                    {describeRow(section, row, texts, locale)}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {document.zones.map((zone) => (
          <li key={zone.id}>
            <button
              type="button"
              className={`${item} ${chosen(zone.id)}`}
              aria-pressed={selection.has(zone.id)}
              onClick={(event) => onSelect(zone.id, event.shiftKey)}
            >
              {t('zone', { name: pickLocalized(zone.name, locale) || zone.key, capacity: zone.capacity })}
            </button>
          </li>
        ))}
        {document.shapes.map((shape) => (
          <li key={shape.id}>
            <button
              type="button"
              className={`${item} ${chosen(shape.id)}`}
              aria-pressed={selection.has(shape.id)}
              onClick={(event) => onSelect(shape.id, event.shiftKey)}
            >
              {shapes(shape.kind)}
              {shape.label ? `: ${pickLocalized(shape.label, locale)}` : ''}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
