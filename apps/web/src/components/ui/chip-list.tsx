// A row of small labels or links (genres, tags, artists' roles).
import type { ReactNode } from 'react';

export function ChipList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {children}
    </ul>
  );
}

export const chipClass =
  'inline-flex items-center rounded-full border border-line bg-white px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
