'use client';
// The shell's startup reads (cart count, account, detected city, footer banners): each asked once per page life and
// shared by every component that wants it. Deliberately tiny: TanStack Query stays out of the first load and comes
// with the search popup, the one place where results change as the visitor types.
import { useEffect, useRef, useState } from 'react';

const reads = new Map<string, Promise<unknown>>();

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

/** The value of a read, undefined until it arrives; a null key reads nothing (not yet wanted). */
export function useApiRead<T>(key: string | null, load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ key: string; value: T }>();
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    readOnce(key, () => loadRef.current()).then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
