'use client';
// The header navigation from site settings (menu_header). An entry with children is a disclosure button whose list
// starts with the entry's own page, then its children (the navigation-disclosure pattern: plain links, Tab order).
// Staff get links to the box office and the back office at its end. On phones and tablets the row scrolls sideways,
// and says so (issue 30): a fade and an arrow at each end with more out of sight (ScrollHints).
import type { TMenuItem } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { disclosurePanelClass, useDisclosure } from '@/components/ui/disclosure';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ScrollHints } from '@/components/ui/scroll-hints';
import { MenuEntry } from './menu-entry';
import { StaffMenuItem } from './staff-menu-item';

const entryClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap text-ink hover:bg-surface focus-visible:bg-surface focus-visible:outline-none';

function MenuDropdown({ item }: { item: TMenuItem }) {
  const t = useTranslations('Shell');
  const { open, setOpen, rootRef, panelId, buttonProps } = useDisclosure();
  return (
    <div ref={rootRef}>
      <button {...buttonProps} className={`${entryClass} ${open ? 'bg-surface' : ''}`}>
        {item.name}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={panelId}
        aria-label={t('submenu', { name: item.name })}
        hidden={!open}
        className={`${disclosurePanelClass} min-w-52 p-1.5`}
      >
        {[{ ...item, children: [] }, ...item.children].map((child) => (
          <li key={`${child.name}-${child.url}`}>
            <MenuEntry item={child} className={itemClass} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HeaderMenu({ items }: { items: readonly TMenuItem[] }) {
  const t = useTranslations('Shell');
  const rowRef = useRef<HTMLUListElement>(null);
  if (items.length === 0) return null;
  return (
    // The dropdowns hang below the row; `relative` here (not per entry) keeps them inside the scrolling row's box.
    <nav aria-label={t('mainMenu')} className="relative">
      <ul
        ref={rowRef}
        className="-mx-4 flex items-center gap-1 overflow-x-auto px-4 md:mx-0 md:px-0 lg:overflow-visible"
      >
        {items.map((item) => (
          <li key={`${item.name}-${item.url}`}>
            {item.children.length === 0 ? (
              <MenuEntry item={item} className={entryClass} />
            ) : (
              <MenuDropdown item={item} />
            )}
          </li>
        ))}
        <StaffMenuItem className={entryClass} />
      </ul>
      <ScrollHints rowRef={rowRef} className="-mx-4 md:mx-0 lg:hidden" />
    </nav>
  );
}
