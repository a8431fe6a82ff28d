'use client';
// The keyboard shortcuts, listed from the one table the handler runs (designer-keys.ts), in a dialog that ? opens.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SHORTCUTS } from '../state/designer-keys.ts';

const NAMED_KEYS = ['Ctrl', 'Shift', 'Delete', 'Enter', 'Escape'] as const;
type NamedKey = (typeof NAMED_KEYS)[number];

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('ManageDesigner');
  // Modifier and named keys as the reader's keyboard prints them (Strg, Maj, Entf…); letters and signs as they are.
  const caps = useTranslations('ManageDesigner.keycaps');
  const keycap = (key: string) =>
    (NAMED_KEYS as readonly string[]).includes(key) ? caps(key as NamedKey) : key;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="designer-shortcuts"
      onClose={onClose}
      className="max-h-[80vh] w-[min(32rem,92vw)] overflow-auto rounded-2xl p-5 text-ink backdrop:bg-black/40"
    >
      <h2 id="designer-shortcuts" className="mb-3 text-lg font-bold">
        {t('shortcuts')}
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('shortcuts')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-1 text-left">
              {t('keysColumn')}
            </th>
            <th scope="col" className="pb-1 text-left">
              {t('doesColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.does} className="border-t border-line">
              <td className="py-1 pr-3 whitespace-nowrap">
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="mr-1 rounded border border-line bg-zinc-50 px-1.5 py-0.5 font-mono text-xs"
                  >
                    {keycap(key)}
                  </kbd>
                ))}
              </td>
              <td className="py-1">{t(`keys.${shortcut.does}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={onClose} className="mt-4 rounded-full bg-brand px-4 py-2 text-white">
        {t('close')}
      </button>
    </dialog>
  );
}
