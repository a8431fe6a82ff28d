'use client';
// One entry of a site-settings menu, rendered by what its url means (menu-target.ts): the callback form's button,
// a locale-keeping link, a plain link out of the site, or just its name.
import type { TMenuItem } from '@afisha/contracts';
import type { HTMLAttributes, MouseEvent, Ref } from 'react';
import { Link } from '@/i18n/navigation';
import { useCallbackForm } from '@/lib/shell-state';
import { menuTarget } from '../menu-target';

// Extra props and the ref are passed on, so a Radix menu item can render an entry as itself (asChild).
type MenuEntryProps = {
  item: Pick<TMenuItem, 'name' | 'url'>;
  ref?: Ref<never>;
} & HTMLAttributes<HTMLElement>;

export function MenuEntry({ item, ref, onClick, ...rest }: MenuEntryProps) {
  const callback = useCallbackForm();
  const target = menuTarget(item.url);
  switch (target.kind) {
    case 'callback': {
      const open = (event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        callback.setOpen(true);
      };
      return (
        <button type="button" {...rest} ref={ref} onClick={open}>
          {item.name}
        </button>
      );
    }
    case 'external':
      return (
        <a href={target.href} rel="noopener" {...rest} ref={ref} onClick={onClick}>
          {item.name}
        </a>
      );
    case 'internal':
      return (
        <Link href={target.href} {...rest} ref={ref} onClick={onClick}>
          {item.name}
        </Link>
      );
    case 'none':
      return (
        <span {...rest} ref={ref}>
          {item.name}
        </span>
      );
  }
}
