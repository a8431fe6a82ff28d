'use client';
// Moves the focus to an element when it appears (the heading of a screen that replaced a form), so keyboard and
// screen-reader users land on the news instead of on a button that is gone.
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusOnShow<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
