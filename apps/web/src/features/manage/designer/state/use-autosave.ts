'use client';
// Owns saving the draft as the manager works: a second after the last step the document is sent whole
// (PUT /manage/plans/{id}) with the version it was read at, so two editors of one draft get a conflict, never a
// silent overwrite; each answer's version is the next save's. Until the server has it, every step is also kept
// in this browser (local-draft.ts), so a closed tab or a lost connection loses nothing. A plan over the limits
// is refused here, before any upload, with the numbers.
import { PLAN_LIMITS } from '@afisha/contracts/manage/plans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { replacePlan } from '../../api/plans.api';
import { type EditorDocument, toPlan } from '../model/editor-document.ts';
import { clearLocalDraft, keepLocalDraft } from './local-draft.ts';

/** Quiet time after the last step before the draft is sent. */
export const SAVE_DELAY_MS = 1_000;
/** Quiet time after the last step before the browser's copy is written (before the save: a closed tab keeps it). */
const KEEP_DELAY_MS = 250;
/** Wait before sending again after the connection failed. */
const RETRY_MS = 5_000;

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'conflict' }
  | { kind: 'failed'; detail?: string }
  | { kind: 'too_big'; seats: number; zones: number };

export function planSize(document: EditorDocument) {
  let seats = 0;
  for (const section of document.sections) for (const row of section.rows) seats += row.seats.length;
  return { seats, zones: document.zones.length };
}

export function useAutosave(options: {
  planId: number;
  version: number;
  document: EditorDocument;
  locale: string;
}) {
  const { planId, document, locale } = options;
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const version = useRef(options.version);
  const saved = useRef(document);
  const current = useRef(document);
  current.current = document;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const stopped = useRef(false);

  const send = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const sending = current.current;
    if (sending === saved.current) return true;
    if (stopped.current) return false;
    const size = planSize(sending);
    if (size.seats > PLAN_LIMITS.seats || size.zones > PLAN_LIMITS.zones) {
      setStatus({ kind: 'too_big', ...size });
      return false;
    }
    setStatus({ kind: 'saving' });
    const request = replacePlan(locale, planId, toPlan(sending), version.current).then((result) => {
      if (result.ok && result.data) {
        version.current = result.data.version;
        saved.current = sending;
        if (current.current === sending) {
          clearLocalDraft(planId);
          setStatus({ kind: 'saved' });
        } else setStatus({ kind: 'unsaved' });
        return true;
      }
      if (!result.ok && result.status === 409) {
        stopped.current = true;
        setStatus({ kind: 'conflict' });
        return false;
      }
      const detail = result.ok ? undefined : (result.body as { detail?: string } | undefined)?.detail;
      setStatus({ kind: 'failed', ...(detail ? { detail } : {}) });
      if (result.ok || result.reason !== 'status' || (result.status ?? 500) >= 500)
        timer.current = setTimeout(() => void send(), RETRY_MS);
      return false;
    });
    inFlight.current = request;
    try {
      return await request;
    } finally {
      if (inFlight.current === request) inFlight.current = null;
    }
  }, [planId, locale]);

  // The browser's copy is written when the drawing rests a moment, not on every step of a drag: writing a 3,000-seat
  // document is a few tens of milliseconds, too long to do each frame.
  const keepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (document === saved.current) return;
    clearTimeout(keepTimer.current);
    keepTimer.current = setTimeout(
      () => keepLocalDraft(planId, version.current, toPlan(document)),
      KEEP_DELAY_MS,
    );
    if (stopped.current) return;
    setStatus((was) => (was.kind === 'saving' ? was : { kind: 'unsaved' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
  }, [document, planId, send]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(keepTimer.current);
    },
    [],
  );

  // Leaving with a step not yet on the server: the browser asks first (the step is in local storage anyway).
  useEffect(() => {
    if (status.kind === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Leaving anyway: the browser's copy is written now, whatever its timer.
    const keep = () => {
      clearTimeout(keepTimer.current);
      if (current.current !== saved.current) keepLocalDraft(planId, version.current, toPlan(current.current));
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', keep);
    };
  }, [status.kind, planId]);

  /** Sends what is not saved yet, now; true when the server has the current document. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    return send();
  }, [send]);

  return { status, flush, version: () => version.current };
}
