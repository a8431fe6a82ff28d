'use client';
// A value that follows its input only after the input has been still for `delayMs` (the search box waits 500 ms).
// It starts at `initial`, not at the first input: a component mounted mid-typing must wait like any other.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number, initial: T): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
