// Owns undo and redo: every step of the editor is a new document state, kept whole. That is cheap because the
// operations share structure — a step that moves 40 seats makes new objects for their rows, sections and the
// document only, and every other row is the same object in both states — so 200 steps of a 3,000-seat plan
// cost little more than the plan itself, and undo is a pointer swap with no inverse to get wrong.
//
// A continuous gesture (a drag, a slider turning a row) commits many states; those carrying the same
// `gesture` as the step before replace it rather than adding one, so one undo takes the whole drag back.

/** Steps kept to undo: a long session of drawing, while the oldest states can go. */
export const HISTORY_LIMIT = 200;

export type History<T> = {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The gesture the present state came from, while it may still be continued. */
  readonly gesture?: string;
};

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

export type CommitOptions = {
  /** Identifies a continuous gesture (e.g. `drag:17`): its states become one step. */
  gesture?: string;
  limit?: number;
};

/**
 * Records `next` as a new step. Nothing happens when it is the present state itself (an operation that
 * changed nothing answers the same object), so a click on empty canvas does not fill the history. A new step
 * clears redo.
 */
export function commit<T>(history: History<T>, next: T, options: CommitOptions = {}): History<T> {
  if (next === history.present) return history;
  const { gesture, limit = HISTORY_LIMIT } = options;
  if (gesture !== undefined && gesture === history.gesture) {
    return { past: history.past, present: next, future: [], gesture };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    ...(gesture !== undefined ? { gesture } : {}),
  };
}

/** Ends the current gesture, so the next state with the same name starts a step of its own. */
export function endGesture<T>(history: History<T>): History<T> {
  if (history.gesture === undefined) return history;
  return { past: history.past, present: history.present, future: history.future };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
