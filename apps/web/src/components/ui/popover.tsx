'use client';
// The shell's popover surface on Radix Popover (focus, Escape, outside click and positioning come with it), styled
// once so the city list, the cart popup and the menus look alike.
import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

type PopoverPanelProps = {
  children: ReactNode;
  label?: string;
  className?: string;
  align?: 'start' | 'center' | 'end';
  onOpenAutoFocus?: (event: Event) => void;
};

export function PopoverPanel({
  children,
  label,
  className = '',
  align = 'end',
  onOpenAutoFocus,
}: PopoverPanelProps) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        aria-label={label}
        align={align}
        sideOffset={8}
        collisionPadding={8}
        onOpenAutoFocus={onOpenAutoFocus}
        className={`z-50 rounded-2xl border border-line bg-white p-4 text-ink shadow-xl focus-visible:outline-none ${className}`}
      >
        {children}
        <RadixPopover.Arrow className="fill-white" />
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
