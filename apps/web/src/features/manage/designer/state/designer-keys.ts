'use client';
// Owns the designer's keyboard: one table of shortcuts (what the shortcuts dialog lists, in the same order) and
// the handler that runs them. Keys typed into a field are the field's; everything else on the editor reaches
// here. Arrows move the selection (Shift: ten times as far) or, with nothing selected, the view; [ and ] walk
// the plan at the selected level, Enter goes in, Escape goes out (keyboard-walk.ts).
import type { KeyboardEvent } from 'react';
import type { DesignerView } from '../canvas/use-view.ts';
import { walkBeside, walkInto, walkOut } from '../model/keyboard-walk.ts';
import { selectIds } from '../model/selection.ts';
import { moveSelection, rotateSelection } from '../model/transform.ts';
import type { Designer, Tool } from './use-designer.ts';

/** The shortcuts as listed: the keys shown and the catalogue's name of what they do (ManageDesigner.keys.*). */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'Z'], does: 'undo' },
  { keys: ['Ctrl', 'Shift', 'Z'], does: 'redo' },
  { keys: ['Delete'], does: 'delete' },
  { keys: ['Ctrl', 'C'], does: 'copy' },
  { keys: ['Ctrl', 'X'], does: 'cut' },
  { keys: ['Ctrl', 'V'], does: 'paste' },
  { keys: ['Ctrl', 'D'], does: 'duplicate' },
  { keys: ['Ctrl', 'A'], does: 'selectAll' },
  { keys: ['←', '↑', '→', '↓'], does: 'move' },
  { keys: ['Shift', '←'], does: 'moveFar' },
  { keys: ['R'], does: 'rotate' },
  { keys: ['Shift', 'R'], does: 'rotateBack' },
  { keys: ['[', ']'], does: 'walk' },
  { keys: ['Enter'], does: 'walkInto' },
  { keys: ['Escape'], does: 'walkOut' },
  { keys: ['+', '−'], does: 'zoom' },
  { keys: ['0'], does: 'fit' },
  { keys: ['V'], does: 'toolSelect' },
  { keys: ['L'], does: 'toolLasso' },
  { keys: ['W'], does: 'toolRow' },
  { keys: ['Z'], does: 'toolZone' },
  { keys: ['E'], does: 'toolEllipse' },
  { keys: ['P'], does: 'toolPolygon' },
  { keys: ['T'], does: 'toolText' },
  { keys: ['H'], does: 'toolPan' },
  { keys: ['?'], does: 'help' },
] as const;

const TOOL_KEYS: Record<string, Tool> = {
  v: 'select',
  l: 'lasso',
  w: 'row',
  z: 'zone_rect',
  e: 'zone_ellipse',
  p: 'zone_polygon',
  t: 'text',
  h: 'pan',
};

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Degrees R turns the selection. */
export const ROTATE_STEP = 15;
/** Plan units an arrow moves the selection; Shift: ten times. */
const NUDGE = 1;
/** Pixels an arrow pans the view when nothing is selected. */
const PAN_STEP = 40;

function typing(target: EventTarget | null) {
  const element = target as HTMLElement | null;
  return !!element?.closest?.('input, textarea, select, [contenteditable="true"]');
}

/** Enter and Space on a button or link are its own (they press it). */
function pressing(event: KeyboardEvent) {
  const element = event.target as HTMLElement | null;
  return (event.key === 'Enter' || event.key === ' ') && !!element?.closest?.('button, a, summary');
}

export function designerKeyHandler(designer: Designer, view: DesignerView, openHelp: () => void) {
  return (event: KeyboardEvent) => {
    if (typing(event.target) || pressing(event) || event.defaultPrevented) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const run = (action: () => void) => {
      event.preventDefault();
      action();
    };
    const { document, selection } = designer;
    if (command) {
      if (key === 'z') return run(event.shiftKey ? designer.redo : designer.undo);
      if (key === 'y') return run(designer.redo);
      if (key === 'c') return run(designer.copy);
      if (key === 'x') return run(designer.cut);
      if (key === 'v') return run(designer.paste);
      if (key === 'd')
        return run(() => {
          designer.copy();
          designer.paste();
        });
      if (key === 'a')
        return run(() =>
          designer.select(
            selectIds(
              document,
              document.sections.map((section) => section.id),
            ),
          ),
        );
      return;
    }
    if (event.altKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const far = event.shiftKey ? 10 : 1;
      if (selection.size === 0)
        return run(() => view.pan(-arrow[0] * PAN_STEP * far, -arrow[1] * PAN_STEP * far));
      return run(() =>
        designer.change(
          (current) =>
            moveSelection(current, selection, { x: arrow[0] * NUDGE * far, y: arrow[1] * NUDGE * far }),
          `nudge:${[...selection].join(',')}`,
        ),
      );
    }
    if (key === 'Delete' || key === 'Backspace') return run(designer.remove);
    if (key === 'r' && selection.size > 0)
      return run(() =>
        designer.change((current) =>
          rotateSelection(current, selection, event.shiftKey ? -ROTATE_STEP : ROTATE_STEP),
        ),
      );
    if (key === ']') return run(() => designer.select(walkBeside(document, selection, 1)));
    if (key === '[') return run(() => designer.select(walkBeside(document, selection, -1)));
    if (key === 'Enter' && selection.size > 0)
      return run(() => designer.select(walkInto(document, selection)));
    if (key === 'Escape') {
      if (designer.tool !== 'select') return run(() => designer.setTool('select'));
      if (selection.size > 0) return run(() => designer.select(walkOut(document, selection)));
      return;
    }
    if (key === '+' || key === '=') return run(() => view.zoom(1.25));
    if (key === '-' || key === '−') return run(() => view.zoom(0.8));
    if (key === '0') return run(view.fit);
    if (key === '?') return run(openHelp);
    const tool = TOOL_KEYS[key];
    if (tool && !event.shiftKey) return run(() => designer.setTool(tool));
  };
}
