'use client';
// The toasts of SPEC.md section 8, one function per kind so every feature shows them alike: success toasts for 3 s
// at the bottom centre, form errors under one key (form_error) so a new one replaces the last, and an HTML toast
// that stays until its confirm button ("understood" by default) is pressed. The toast library is fetched with the
// first toast (toasts follow an action; none is needed to show a page), and its Toaster is mounted by
// <LazyToaster> before that toast is handed over, so none is lost.
import { type ComponentType, useEffect, useState } from 'react';

export const CONFIRMATION_TOAST_MS = 3000;
export const FORM_ERROR_TOAST_ID = 'form_error';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let markReady: (() => void) | undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
const wanted = new Set<() => void>();

function loadToasts(): Promise<Sonner['toast']> {
  if (!sonner) {
    sonner = import('sonner');
    for (const mount of wanted) mount();
  }
  return Promise.all([sonner, toasterReady]).then(([module]) => module.toast);
}

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ position: 'bottom-center'; richColors: boolean }>>();
  useEffect(() => {
    const mount = () => sonner?.then((module) => setToaster(() => module.Toaster));
    if (sonner) mount();
    else wanted.add(mount);
    return () => {
      wanted.delete(mount);
    };
  }, []);
  if (!Toaster) return null;
  return (
    <>
      <Toaster position="bottom-center" richColors />
      <ToasterReady />
    </>
  );
}

// Its effect runs after the Toaster's own (siblings in order), i.e. once the Toaster listens.
function ToasterReady() {
  useEffect(() => markReady?.(), []);
  return null;
}

export async function showSuccessToast(message: string): Promise<void> {
  (await loadToasts()).success(message, { duration: CONFIRMATION_TOAST_MS });
}

export async function showFormErrorToast(message: string): Promise<void> {
  (await loadToasts()).error(message, { id: FORM_ERROR_TOAST_ID });
}

/** A persistent toast whose text is trusted HTML (site settings), closed by its button. */
export async function showHtmlToast({
  html,
  buttonLabel,
  onConfirm,
}: {
  html: string;
  buttonLabel: string;
  onConfirm?: () => void;
}): Promise<void> {
  (await loadToasts())(
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the site's own text, never a visitor's.
    <span className="block text-sm" dangerouslySetInnerHTML={{ __html: html }} />,
    {
      duration: Number.POSITIVE_INFINITY,
      dismissible: false,
      action: { label: buttonLabel, onClick: () => onConfirm?.() },
    },
  );
}
