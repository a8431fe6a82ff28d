import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import { canRedo, canUndo, commit, createHistory, endGesture, redo, undo } from './history.ts';
import { bigPlan } from './plan.fixture.ts';
import { moveSelection } from './transform.ts';

const state = (n: number) => ({ n });

describe('history', () => {
  it('undoes and redoes every step', () => {
    const [a, b, c] = [state(1), state(2), state(3)];
    let h = commit(commit(createHistory(a), b), c);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(c);
    expect(redo(h)).toBe(h);
  });

  it('clears redo when a new step is made', () => {
    const h = commit(undo(commit(createHistory(state(1)), state(2))), state(3));
    expect(canRedo(h)).toBe(false);
    expect(h.past).toHaveLength(1);
  });

  it('ignores a step that changed nothing', () => {
    const h = createHistory(state(1));
    expect(commit(h, h.present)).toBe(h);
  });

  it('coalesces a drag into one step, and a new drag makes another', () => {
    const start = state(0);
    let h = createHistory(start);
    for (let i = 1; i <= 30; i++) h = commit(h, state(i), { gesture: 'drag:1' });
    expect(h.past).toEqual([start]);
    expect(h.present).toEqual(state(30));
    h = commit(h, state(31), { gesture: 'drag:2' });
    expect(h.past).toHaveLength(2);
    expect(undo(undo(h)).present).toBe(start);
  });

  it('does not coalesce across an ended gesture or an undo', () => {
    let h = commit(createHistory(state(0)), state(1), { gesture: 'drag' });
    h = commit(endGesture(h), state(2), { gesture: 'drag' });
    expect(h.past).toHaveLength(2);
    h = commit(undo(h), state(3), { gesture: 'drag' });
    expect(h.past).toHaveLength(2);
  });

  it('keeps at most the limit of steps, dropping the oldest', () => {
    let h = createHistory(state(0));
    for (let i = 1; i <= 250; i++) h = commit(h, state(i));
    expect(h.past).toHaveLength(200);
    expect(h.past[0]).toEqual(state(50));
    expect(commit(commit(createHistory(1), 2, { limit: 1 }), 3, { limit: 1 }).past).toEqual([2]);
  });
});

describe('history of a 3,000-seat plan', () => {
  // 205 moves of a 3,000-seat plan take ~0.5 s; the bound leaves room for a machine running the other tiers.
  it('keeps 200 steps of 40-seat moves sharing every untouched row, and undoes them all', {
    timeout: 30_000,
  }, () => {
    const start = fromPlan(bigPlan());
    const rowsOf = (d: typeof start) => d.sections.flatMap((s) => s.rows);
    const picked = new Set([
      ...start.sections[0]!.rows[0]!.seats.slice(0, 20).map((s) => s.id),
      ...start.sections[0]!.rows[1]!.seats.slice(0, 20).map((s) => s.id),
    ]);
    let h = createHistory(start);
    for (let i = 0; i < 205; i++) h = commit(h, moveSelection(h.present, picked, { x: 1, y: 0 }));
    expect(h.past).toHaveLength(200);
    // Each state shares all rows but the two moved with the first state.
    const first = rowsOf(start);
    for (const state of [...h.past, h.present]) {
      expect(rowsOf(state).filter((row, i) => row !== first[i])).toHaveLength(2);
    }
    while (canUndo(h)) h = undo(h);
    expect(h.present.sections[0]!.rows[0]!.seats[0]!.x).toBe(20 + 5);
    expect(h.present.sections[0]!.rows[0]!.seats[25]).toBe(start.sections[0]!.rows[0]!.seats[25]);
  });
});
