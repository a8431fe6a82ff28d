'use client';
// Owns the designer's working state: the document's undo history (model/history.ts), what is selected, the
// clipboard and the tool in hand. Every change of the drawing goes through `change`, which takes a model
// operation (a pure function of the document) and records its result as one step, or as part of a continuing
// gesture (a drag, a slider); so undo and redo reach every step, and nothing else writes the document.
import { useCallback, useMemo, useReducer } from 'react';
import { type Clipboard, copySelection, pasteClipboard } from '../model/clipboard.ts';
import type { EditorDocument, ElementId } from '../model/editor-document.ts';
import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  endGesture,
  type History,
  redo,
  undo,
} from '../model/history.ts';
import { deleteSelection } from '../model/operations.ts';
import { EMPTY_SELECTION, type Selection, selectIds } from '../model/selection.ts';

export const TOOLS = [
  'select',
  'lasso',
  'row',
  'zone_rect',
  'zone_ellipse',
  'zone_polygon',
  'text',
  'pan',
] as const;
export type Tool = (typeof TOOLS)[number];

type State = {
  history: History<EditorDocument>;
  selection: Selection;
  clipboard: Clipboard | null;
  tool: Tool;
};

/** What an operation may answer: the next document, or the next document and what it made (to select it). */
export type Step = EditorDocument | { document: EditorDocument; id: ElementId };

type Action =
  | { type: 'change'; step: (document: EditorDocument) => Step | undefined; gesture?: string }
  | { type: 'end-gesture' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: Selection }
  | { type: 'tool'; tool: Tool }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'delete' }
  | { type: 'replace'; document: EditorDocument };

/** The selection without what no longer exists (after undo or redo); the same set when nothing went. */
function surviving(document: EditorDocument, selection: Selection): Selection {
  if (selection.size === 0) return selection;
  const kept = selectIds(document, selection);
  return kept.size === selection.size ? selection : kept;
}

function reduce(state: State, action: Action): State {
  const document = state.history.present;
  switch (action.type) {
    case 'change': {
      const result = action.step(document);
      if (!result) return state;
      const next = 'document' in result && 'id' in result ? result.document : (result as EditorDocument);
      const history = commit(state.history, next, action.gesture ? { gesture: action.gesture } : {});
      const selection =
        'id' in result && 'document' in result ? new Set<ElementId>([result.id]) : state.selection;
      return { ...state, history, selection };
    }
    case 'end-gesture':
      return { ...state, history: endGesture(state.history) };
    case 'undo': {
      const history = undo(state.history);
      return { ...state, history, selection: surviving(history.present, state.selection) };
    }
    case 'redo': {
      const history = redo(state.history);
      return { ...state, history, selection: surviving(history.present, state.selection) };
    }
    case 'select':
      return { ...state, selection: action.selection };
    case 'tool':
      return { ...state, tool: action.tool };
    case 'copy':
      return state.selection.size ? { ...state, clipboard: copySelection(document, state.selection) } : state;
    case 'cut': {
      if (!state.selection.size) return state;
      const clipboard = copySelection(document, state.selection);
      const history = commit(state.history, deleteSelection(document, state.selection));
      return { ...state, clipboard, history, selection: EMPTY_SELECTION };
    }
    case 'paste': {
      if (!state.clipboard) return state;
      const pasted = pasteClipboard(document, state.clipboard);
      return {
        ...state,
        history: commit(state.history, pasted.document),
        selection: pasted.selection,
      };
    }
    case 'delete': {
      if (!state.selection.size) return state;
      const history = commit(state.history, deleteSelection(document, state.selection));
      return { ...state, history, selection: EMPTY_SELECTION };
    }
    case 'replace':
      return { ...state, history: createHistory(action.document), selection: EMPTY_SELECTION };
  }
}

export function useDesigner(initial: EditorDocument) {
  const [state, dispatch] = useReducer(reduce, initial, (document) => ({
    history: createHistory(document),
    selection: EMPTY_SELECTION,
    clipboard: null,
    tool: 'select' as Tool,
  }));
  const change = useCallback(
    (step: (document: EditorDocument) => Step | undefined, gesture?: string) =>
      dispatch({ type: 'change', step, ...(gesture ? { gesture } : {}) }),
    [],
  );
  const actions = useMemo(
    () => ({
      change,
      endGesture: () => dispatch({ type: 'end-gesture' }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      select: (selection: Selection) => dispatch({ type: 'select', selection }),
      setTool: (tool: Tool) => dispatch({ type: 'tool', tool }),
      copy: () => dispatch({ type: 'copy' }),
      cut: () => dispatch({ type: 'cut' }),
      paste: () => dispatch({ type: 'paste' }),
      remove: () => dispatch({ type: 'delete' }),
      replace: (document: EditorDocument) => dispatch({ type: 'replace', document }),
    }),
    [change],
  );
  return {
    document: state.history.present,
    selection: state.selection,
    tool: state.tool,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    hasClipboard: state.clipboard !== null,
    ...actions,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
