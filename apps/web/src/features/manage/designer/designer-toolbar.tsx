'use client';
// The designer's toolbar: the tools (one in hand at a time), undo and redo, copy, paste and delete, zoom, the grid
// moves snap to, the category brush, and the shortcuts. Every button says its shortcut in its title and its
// accessible name says what it does.
import { pickLocalized } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import type { DesignerView } from './canvas/use-view.ts';
import { panelButton } from './panels/fields.tsx';
import { type Designer, TOOLS, type Tool } from './state/use-designer.ts';

const TOOL_SHORTCUT: Record<Tool, string> = {
  select: 'V',
  lasso: 'L',
  row: 'W',
  zone_rect: 'Z',
  zone_ellipse: 'E',
  zone_polygon: 'P',
  text: 'T',
  pan: 'H',
};

export const GRID_STEP = 10;

/** The toolbar's edit buttons: what each does, its shortcut, and when it has nothing to act on. */
function editActions(designer: Designer) {
  const selected = designer.selection.size > 0;
  return [
    { label: 'undo', run: designer.undo, keys: 'Ctrl+Z', disabled: !designer.canUndo },
    { label: 'redo', run: designer.redo, keys: 'Ctrl+Shift+Z', disabled: !designer.canRedo },
    { label: 'copy', run: designer.copy, keys: 'Ctrl+C', disabled: !selected },
    { label: 'paste', run: designer.paste, keys: 'Ctrl+V', disabled: !designer.hasClipboard },
    { label: 'delete', run: designer.remove, keys: 'Delete', disabled: !selected },
  ] as const;
}

export function DesignerToolbar({
  designer,
  view,
  snap,
  onSnap,
  brush,
  onBrush,
  onHelp,
}: {
  designer: Designer;
  view: DesignerView;
  snap: boolean;
  onSnap: (on: boolean) => void;
  brush: string | null;
  onBrush: (category: string | null) => void;
  onHelp: () => void;
}) {
  const t = useTranslations('ManageDesigner.toolbar');
  const locale = useLocale();
  return (
    <div
      role="toolbar"
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-1 rounded-t-2xl border border-line bg-white p-2"
    >
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('tools')}</legend>
        {TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            aria-pressed={designer.tool === tool}
            title={`${t(`tool.${tool}`)} (${TOOL_SHORTCUT[tool]})`}
            onClick={() => designer.setTool(tool)}
            className={`${panelButton} ${designer.tool === tool ? 'border-brand bg-brand/10 font-semibold' : ''}`}
          >
            {t(`tool.${tool}`)}
          </button>
        ))}
      </fieldset>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      {editActions(designer).map((action) => (
        <button
          key={action.label}
          type="button"
          className={panelButton}
          disabled={action.disabled}
          onClick={action.run}
          title={action.keys}
        >
          {t(action.label)}
        </button>
      ))}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <button
        type="button"
        className={panelButton}
        onClick={() => view.zoom(1.25)}
        aria-label={t('zoomIn')}
        title="+"
      >
        +
      </button>
      <button
        type="button"
        className={panelButton}
        onClick={() => view.zoom(0.8)}
        aria-label={t('zoomOut')}
        title="−"
      >
        −
      </button>
      <button type="button" className={panelButton} onClick={view.fit} title="0">
        {t('fit')}
      </button>
      <label className="flex items-center gap-1 text-sm text-ink">
        <input type="checkbox" checked={snap} onChange={(event) => onSnap(event.target.checked)} />
        {t('snap', { step: GRID_STEP })}
      </label>
      <label className="flex items-center gap-1 text-sm text-ink">
        {t('brush')}
        <select
          className="rounded-lg border border-line bg-white px-1 py-1 text-sm"
          value={brush ?? ''}
          onChange={(event) => onBrush(event.target.value || null)}
        >
          <option value="">{t('noBrush')}</option>
          {designer.document.categories.map((category) => (
            <option key={category.key} value={category.key}>
              {pickLocalized(category.name, locale) || category.key}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={panelButton} onClick={onHelp} title="?">
        {t('shortcuts')}
      </button>
    </div>
  );
}
