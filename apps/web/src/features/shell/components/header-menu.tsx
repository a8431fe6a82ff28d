'use client';
// The header navigation from site settings (menu_header): entries with children open a dropdown (Radix menu: arrow
// keys, Escape, focus return) whose first item is the entry's own page. On phones the row scrolls sideways.
import type { TMenuItem } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon } from '@/components/ui/icons';
import { MenuEntry } from './menu-entry';

const entryClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-surface';

export function HeaderMenu({ items }: { items: readonly TMenuItem[] }) {
  const t = useTranslations('Shell');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('mainMenu')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={`${item.name}-${item.url}`}>
            {item.children.length === 0 ? (
              <MenuEntry item={item} className={entryClass} />
            ) : (
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className={`${entryClass} data-[state=open]:bg-surface`}>
                  {item.name}
                  <ChevronDownIcon className="size-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    aria-label={t('submenu', { name: item.name })}
                    align="start"
                    sideOffset={6}
                    className="z-50 min-w-52 rounded-2xl border border-line bg-white p-1.5 shadow-xl"
                  >
                    {[{ ...item, children: [] }, ...item.children].map((child) => (
                      <DropdownMenu.Item key={`${child.name}-${child.url}`} asChild>
                        <MenuEntry item={child} className={itemClass} />
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
