'use client';
// The problems publishing would refuse (model/problems.ts: the API's own rules), listed as the manager draws, one
// line each in words ("Партер, ряд 3, место 12 overlaps …"), never a field path or a key. A line, clicked, selects
// what it is about and brings it to the middle of the board; red rings mark every problem's place on the drawing.
import { pickLocalized } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import type { EditorDocument, ElementId } from '../model/editor-document.ts';
import type { Point } from '../model/geometry.ts';
import type { Problem } from '../model/problems.ts';
import { placedElements, selectionBox } from '../model/selection.ts';

/** Problems listed at most; the count says how many more. */
const SHOWN = 200;

/** The namespace's translate, loosely typed: the keys here are built from problem codes. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Where a problem is, in words: "Партер, ряд 3, место 12", "Зона «Танцпол»", "Категория «Партер»". */
function where(problem: Problem, document: EditorDocument, t: Translate, locale: string): string {
  const { place } = problem;
  const name = (items: readonly { key: string; name: Parameters<typeof pickLocalized>[0] }[], key: string) =>
    pickLocalized(items.find((item) => item.key === key)?.name, locale) || key;
  if (place.zone) return t('where.zone', { name: name(document.zones, place.zone) });
  if (place.category && !place.section)
    return t('where.category', { name: name(document.categories, place.category) });
  if (!place.section) return t('where.plan');
  const section = name(document.sections, place.section);
  if (place.seat !== undefined) return t('where.seat', { section, row: place.row ?? '', seat: place.seat });
  if (place.row !== undefined) return t('where.row', { section, row: place.row });
  return t('where.section', { section });
}

export function problemText(
  problem: Problem,
  document: EditorDocument,
  t: Translate,
  locale: string,
): string {
  const params = problem.params;
  const other =
    problem.code === 'plan_seat_overlap'
      ? t('where.seat', {
          section:
            pickLocalized(document.sections.find((s) => s.key === params.other_section)?.name, locale) ||
            String(params.other_section),
          row: String(params.other_row),
          seat: String(params.other_seat),
        })
      : '';
  return t(`codes.${problem.code}`, {
    ...params,
    where: where(problem, document, t, locale),
    other,
  });
}

/** The middle of what a problem is about, to ring it on the drawing. */
export function problemPoint(document: EditorDocument, id: ElementId | undefined): Point | undefined {
  if (!id) return undefined;
  const box = selectionBox(document, new Set([id]));
  return box ? { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 } : undefined;
}

/**
 * The middles of what the problems are about, in one pass over the drawing for the seats, zones and shapes they
 * name (most problems are seats: a pass per problem would be problems × seats after every step); a row or section
 * is found on its own.
 */
export function problemPoints(document: EditorDocument, problems: readonly Problem[]): Point[] {
  const wanted = new Set(problems.flatMap((problem) => (problem.id ? [problem.id] : [])));
  const points: Point[] = [];
  for (const { id, box } of placedElements(document)) {
    if (wanted.delete(id)) points.push({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  }
  for (const id of wanted) {
    const point = problemPoint(document, id);
    if (point) points.push(point);
  }
  return points;
}

export const ProblemsPanel = memo(function ProblemsPanel({
  problems,
  document,
  onShow,
}: {
  problems: readonly Problem[];
  document: EditorDocument;
  onShow: (id: ElementId) => void;
}) {
  const t = useTranslations('ManageDesigner.problems') as unknown as Translate;
  const locale = useLocale();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="designer-problems">
      <h3 id="designer-problems" className="text-sm font-bold text-ink">
        {problems.length === 0 ? t('none') : t('title', { count: problems.length })}
      </h3>
      {problems.length > 0 ? (
        <ol className="flex max-h-72 flex-col gap-1 overflow-auto text-sm">
          {problems.slice(0, SHOWN).map((problem, index) => {
            const text = problemText(problem, document, t, locale);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems are recomputed whole; two may read the same
              <li key={`${problem.field}-${index}`}>
                {problem.id ? (
                  <button
                    type="button"
                    className="text-left text-brand-dark underline underline-offset-2 hover:no-underline"
                    onClick={() => problem.id && onShow(problem.id)}
                  >
                    {text}
                  </button>
                ) : (
                  <span className="text-ink">{text}</span>
                )}
              </li>
            );
          })}
          {problems.length > SHOWN ? (
            <li className="text-muted">{t('more', { count: problems.length - SHOWN })}</li>
          ) : null}
        </ol>
      ) : (
        <p className="text-xs text-muted">{t('noneHint')}</p>
      )}
    </section>
  );
});
