'use client';
// The site's modal dialog on Radix Dialog (focus trap, Escape, scroll lock, labelled by its title), styled once for
// the global modal and the callback form. Width is the caller's (the callback modal is at most 570 px).
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon, iconButtonClass } from './icons';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  className = '',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <RadixDialog.Content
          // Without a description, say so explicitly (Radix otherwise warns about a missing one).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl focus-visible:outline-none ${className}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close aria-label={closeLabel} className={`${iconButtonClass} -mt-2 -mr-2`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
