'use client';
// The shell's startup reads (cart count, account, detected city, footer banners): each asked once per page life and
// shared by every component that wants it. Deliberately tiny: TanStack Query stays out of the first load and comes
// with the search popup, the one place where results change as the visitor types. A read that an action makes
// stale (signing in or out changes the account, the unread badge, the cart) is asked again with refreshReads: every
// component showing it gets the new value, keeping the old one until it arrives.
import { useEffect, useRef, useState } from 'react';

const reads = new Map<string, Promise<unknown>>();
type KeyMatch = (key: string) => boolean;
const listeners = new Set<(matches: KeyMatch) => void>();

export function readOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let read = reads.get(key);
  if (!read) {
    read = load();
    reads.set(key, read);
  }
  return read as Promise<T>;
}

/** Forgets a read, so the next one asks again (the cart counter after the cart changes). */
export function forgetRead(key: string): void {
  reads.delete(key);
}

/**
 * Forgets every read whose key matches (a key, or a test such as "starts with `account/`"), also the ones nobody
 * shows right now, and asks again for those that are shown.
 */
export function refreshReads(match: string | KeyMatch): void {
  const matches: KeyMatch = typeof match === 'string' ? (key) => key === match : match;
  for (const key of [...reads.keys()]) if (matches(key)) reads.delete(key);
  for (const listener of [...listeners]) listener(matches);
}

/** Calls `onRefresh` whenever refreshReads matches `key`; returns the unsubscribe. */
export function onReadRefresh(key: string, onRefresh: () => void): () => void {
  const listener = (matches: KeyMatch) => {
    if (matches(key)) onRefresh();
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The value of a read, undefined until it arrives; a null key reads nothing (not yet wanted). */
export function useApiRead<T>(key: string | null, load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ key: string; value: T }>();
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    return onReadRefresh(key, () => setGeneration((current) => current + 1));
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is what asks the read again.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    readOnce(key, () => loadRef.current()).then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key, generation]);
  return state?.key === key ? state.value : undefined;
}
