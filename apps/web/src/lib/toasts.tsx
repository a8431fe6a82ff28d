'use client';
// The toasts of SPEC.md section 8, one function per kind so every feature shows them alike: success toasts for 3 s
// at the bottom centre (the Toaster's place), form errors under one key so a new one replaces the last, and an HTML
// toast that stays until its confirm button ("understood" by default) is pressed.
import { toast } from 'sonner';

export const CONFIRMATION_TOAST_MS = 3000;
export const FORM_ERROR_TOAST_ID = 'form_error';

export function showSuccessToast(message: string): void {
  toast.success(message, { duration: CONFIRMATION_TOAST_MS });
}

export function showFormErrorToast(message: string): void {
  toast.error(message, { id: FORM_ERROR_TOAST_ID });
}

/** A persistent toast whose text is trusted HTML (site settings), closed by its button. */
export function showHtmlToast({
  id,
  html,
  buttonLabel,
  onConfirm,
}: {
  id: string;
  html: string;
  buttonLabel: string;
  onConfirm?: () => void;
}): void {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the site's own settings text, not a visitor's.
  toast(<span className="block text-sm" dangerouslySetInnerHTML={{ __html: html }} />, {
    id,
    duration: Number.POSITIVE_INFINITY,
    dismissible: false,
    action: { label: buttonLabel, onClick: () => onConfirm?.() },
  });
}
