'use client';
// The side panel of what is selected: the plan itself when nothing is; one row, one section, one zone, one
// decoration; seats (any number); and, for several things, how to arrange them. The panel of a thing is keyed by
// its id, so a form's half-typed value never carries over to the next thing selected.
import type { EditorDocument, EditorRow, ElementId } from '../model/editor-document.ts';
import { idKind } from '../model/editor-document.ts';
import type { PlanName, PlanSectionKind } from '../model/plan-types.ts';
import { selectedSeatIds } from '../model/selection.ts';
import type { Designer } from '../state/use-designer.ts';
import { type BlockForm, PlanPanel } from './plan-panel.tsx';
import { RowPanel } from './row-panel.tsx';
import { ArrangePanel, SeatsPanel, SectionPanel, ShapePanel, ZonePanel } from './selection-panels.tsx';

function findRow(document: EditorDocument, id: ElementId): EditorRow | undefined {
  for (const section of document.sections) for (const row of section.rows) if (row.id === id) return row;
  return undefined;
}

export function Inspector({
  designer,
  grid,
  onBackground,
  defaults,
  block,
}: {
  designer: Designer;
  grid: number;
  onBackground: (url: string | null) => void;
  /** The new-block form's values, kept while something else is selected. */
  block: BlockForm;
  defaults: { category: (n: number) => PlanName; section: (kind: PlanSectionKind) => PlanName };
}) {
  const { document, selection } = designer;
  if (selection.size === 0)
    return <PlanPanel designer={designer} onBackground={onBackground} defaults={defaults} block={block} />;
  const ids = [...selection];
  const [only] = ids;
  const seats = selectedSeatIds(document, selection);
  if (ids.length === 1 && only) {
    const kind = idKind(only);
    if (kind === 'row') {
      const row = findRow(document, only);
      if (row)
        return (
          <div className="flex flex-col gap-4">
            <RowPanel key={row.id} designer={designer} row={row} />
            <SeatsPanel key={`seats-${row.id}`} designer={designer} />
          </div>
        );
    }
    if (kind === 'section') {
      const section = document.sections.find((each) => each.id === only);
      if (section) return <SectionPanel key={section.id} designer={designer} section={section} />;
    }
    if (kind === 'zone') {
      const zone = document.zones.find((each) => each.id === only);
      if (zone) return <ZonePanel key={zone.id} designer={designer} zone={zone} />;
    }
    if (kind === 'shape') {
      const shape = document.shapes.find((each) => each.id === only);
      if (shape) return <ShapePanel key={shape.id} designer={designer} shape={shape} />;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      {seats.size > 0 ? <SeatsPanel key={ids.join(',')} designer={designer} /> : null}
      <ArrangePanel
        designer={designer}
        grid={grid}
        newSection={{ name: defaults.section('other'), kind: 'other' }}
      />
    </div>
  );
}
