'use client';
// The shell's popups (language list, city list, cart popup, menu dropdowns) as disclosures: a button with
// aria-expanded that shows a panel next to it, closed by Escape (focus back on the button) and by a click or focus
// anywhere outside. A few lines instead of a positioning library, which matters for the first-load budget.
import { useEffect, useId, useRef, useState } from 'react';

/** The look of a disclosure panel; the caller adds its side (`right-0`, `left-0`) and width. */
export const disclosurePanelClass =
  'absolute top-full z-40 mt-2 rounded-2xl border border-line bg-white p-2 text-ink shadow-xl';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeWhenOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeWhenOutside);
    document.addEventListener('focusin', closeWhenOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside);
      document.removeEventListener('focusin', closeWhenOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    setOpen,
    rootRef,
    panelId,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
