'use client';
// The plan designer (`/manage/plans/{id}/design`): the board, its toolbar, and beside it what is selected, the
// problems publishing would list, the plan's outline and the review before publishing. The document lives in
// useDesigner (undo history, selection), is saved by useAutosave as the manager works, and is checked by the
// API's own rules after every step (model/problems.ts). A copy left in this browser by a closed tab is restored.
import { pickLocalized } from '@afisha/contracts';
import type { TPlanRead } from '@afisha/contracts/manage/plans';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { DesignerCanvas } from './canvas/designer-canvas.tsx';
import type { DrawDefaults } from './canvas/draw-steps.ts';
import { useView } from './canvas/use-view.ts';
import { DesignerToolbar, GRID_STEP } from './designer-toolbar.tsx';
import {
  DEFAULT_TEXT,
  DEFAULT_ZONE_NAME,
  defaultCategoryName,
  defaultSectionName,
} from './model/default-names.ts';
import { type DescribeTexts, describeRow, describeSeat, describeSection } from './model/describe.ts';
import { type EditorDocument, type ElementId, fromPlan, idKind } from './model/editor-document.ts';
import { planFromRead } from './model/plan-read.ts';
import { planProblems } from './model/problems.ts';
import { FilePanel } from './panels/file-panel.tsx';
import { Inspector } from './panels/inspector.tsx';
import { Outline } from './panels/outline.tsx';
import { type BlockSettings, DEFAULT_BLOCK } from './panels/plan-panel.tsx';
import { ProblemsPanel, problemPoint, problemPoints } from './panels/problems-panel.tsx';
import { type Published, PublishReview } from './panels/publish-review.tsx';
import { ShortcutsDialog } from './panels/shortcuts-dialog.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { designerKeyHandler } from './state/designer-keys.ts';
import { takeLocalDraft } from './state/local-draft.ts';
import { useAutosave } from './state/use-autosave.ts';
import { useDesigner } from './state/use-designer.ts';

/** The performance mark set when the board is first drawn. */
export const DRAWN_MARK = 'afisha:designer-drawn';

/** Problems ringed on the drawing at most (the list says them all). */
const RINGED = 500;

const DRAW_DEFAULTS: DrawDefaults = {
  section: { name: defaultSectionName('parterre'), kind: 'parterre' },
  zone: DEFAULT_ZONE_NAME,
  text: DEFAULT_TEXT,
  capacity: 100,
};
const NAME_DEFAULTS = { category: defaultCategoryName, section: defaultSectionName };

function openingDocument(plan: TPlanRead): { document: EditorDocument; restored: boolean } {
  const kept = takeLocalDraft(plan.id, plan.version);
  return { document: fromPlan(kept ?? planFromRead(plan)), restored: kept !== undefined };
}

/** What is selected, in words, for the live region. */
type Say = (key: string, values?: Record<string, string | number>) => string;

function describeSelection(
  document: EditorDocument,
  selection: ReadonlySet<ElementId>,
  texts: DescribeTexts,
  locale: string,
  t: Say,
) {
  if (selection.size === 0) return t('nothingSelected');
  if (selection.size > 1) return t('manySelected', { count: selection.size });
  const [id] = selection;
  for (const section of document.sections) {
    if (section.id === id) return describeSection(section, texts, locale);
    for (const row of section.rows) {
      if (row.id === id) return describeRow(section, row, texts, locale);
      const seat = idKind(id as string) === 'seat' ? row.seats.find((each) => each.id === id) : undefined;
      if (seat) return describeSeat(section, row, seat, texts, locale);
    }
  }
  const zone = document.zones.find((each) => each.id === id);
  if (zone) return t('zoneSelected', { name: pickLocalized(zone.name, locale), capacity: zone.capacity });
  return t('shapeSelected');
}

export function Designer({
  plan,
  onPublished,
}: {
  plan: TPlanRead;
  /** Published from here: the page shows the published plan instead of the board. */
  onPublished: (published: Published) => void;
}) {
  const t = useTranslations('ManageDesigner');
  const seatMap = useTranslations('SeatMap');
  const locale = useLocale();
  const [opening] = useState(() => openingDocument(plan));
  const designer = useDesigner(opening.document);
  const { document, selection } = designer;
  const view = useView(document);
  const autosave = useAutosave({ planId: plan.id, version: plan.version, document, locale });
  const [brush, setBrush] = useState<string | null>(null);
  const [snap, setSnap] = useState(true);
  const [help, setHelp] = useState(false);
  const [blockSettings, setBlockSettings] = useState<BlockSettings>(DEFAULT_BLOCK);
  const [backgroundUrl, setBackgroundUrl] = useState<string | null>(plan.background?.url ?? null);

  // When the board is first drawn: what bench/designer.bench.ts times (navigation → every seat on the board).
  useEffect(() => {
    performance.mark(DRAWN_MARK);
  }, []);
  // The board follows every step at once; the problems, the outline and the words for the selection follow in a
  // render of their own that a next step may interrupt (React's deferred value), so a drag or a slider stays smooth.
  const settled = useDeferredValue(document);
  const settledSelection = useDeferredValue(selection);
  const problems = useMemo(() => planProblems(settled), [settled]);
  const rings = useMemo(() => problemPoints(settled, problems.slice(0, RINGED)), [problems, settled]);
  const texts = useMemo<DescribeTexts>(
    () => ({
      place: (values) => seatMap('place', values),
      flag: (flag) => seatMap(`flag_${flag}`),
      row: (values) => t('describe.row', values),
      section: (values) => t('describe.section', values),
    }),
    [seatMap, t],
  );
  const announcement = useMemo(
    () => describeSelection(settled, settledSelection, texts, locale, t as unknown as Say),
    [settled, settledSelection, texts, locale, t],
  );
  const onKeyDown = designerKeyHandler(designer, view, () => setHelp(true));
  // Stable across steps (they read the latest state through a ref), so the memoised outline and problems list skip
  // the renders a drag makes.
  const latest = useRef({ designer, document, view });
  latest.current = { designer, document, view };
  const show = useCallback((id: ElementId) => {
    const { designer: current, document: drawn, view: looking } = latest.current;
    current.select(new Set([id]));
    const point = problemPoint(drawn, id);
    if (point) looking.centreOn(point);
  }, []);
  const onSelect = useCallback((id: ElementId, add: boolean) => {
    const current = latest.current.designer;
    const next = new Set(add ? current.selection : []);
    if (add && next.has(id)) next.delete(id);
    else next.add(id);
    current.select(next);
  }, []);

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the editor's shortcuts reach it from any of its controls */}
      <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
        <ManagePageHeader
          title={t('title', { name: plan.name })}
          back={{ href: `/manage/plans/${plan.id}`, label: plan.name }}
          actions={
            <>
              <SaveStatusLine status={autosave.status} />
              <Link href={`/manage/plans/${plan.id}/preview`} className={manageSecondaryClass}>
                {t('previewAsBuyer')}
              </Link>
            </>
          }
        >
          <p id="designer-hint" className="text-sm text-muted">
            {t('hint')}
          </p>
          {opening.restored ? (
            <p role="status" className="text-sm text-ink">
              {t('restored')}
            </p>
          ) : null}
        </ManagePageHeader>
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col">
            <DesignerToolbar
              designer={designer}
              view={view}
              snap={snap}
              onSnap={setSnap}
              brush={brush}
              onBrush={setBrush}
              onHelp={() => setHelp(true)}
            />
            <div className="h-[70vh] overflow-hidden rounded-b-2xl border border-t-0 border-line">
              <DesignerCanvas
                designer={designer}
                view={view}
                defaults={DRAW_DEFAULTS}
                brush={brush}
                snap={snap ? GRID_STEP : 0}
                problemPoints={rings}
                backgroundUrl={backgroundUrl}
                locale={locale}
                label={t('boardLabel', { name: plan.name })}
                roleDescription={t('boardRole')}
                describedBy="designer-hint designer-selection"
              />
            </div>
            <p id="designer-selection" aria-live="polite" className="mt-1 text-sm text-ink">
              {announcement}
            </p>
          </div>
          <aside
            aria-label={t('sidePanel')}
            className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-3"
          >
            <Inspector
              designer={designer}
              grid={GRID_STEP}
              onBackground={setBackgroundUrl}
              defaults={NAME_DEFAULTS}
              block={{ value: blockSettings, onChange: setBlockSettings }}
            />
            <ProblemsPanel problems={problems} document={settled} onShow={show} />
            <PublishReview
              planId={plan.id}
              flush={autosave.flush}
              version={autosave.version}
              problems={problems.length}
              onPublished={onPublished}
            />
            <Outline document={settled} selection={settledSelection} texts={texts} onSelect={onSelect} />
            <FilePanel planId={plan.id} hallId={plan.hall} document={document} />
          </aside>
        </div>
      </div>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}
