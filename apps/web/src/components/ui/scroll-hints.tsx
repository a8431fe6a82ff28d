'use client';
// The sign that a row scrolls sideways (issue 30: the site's menu at 768 px was cut at the screen's edge with nothing
// to say more followed). At each end where more of the row lies out of sight: a fade over the row's edge and an arrow
// button that scrolls it by most of its width. The arrows are for the pointer only: a keyboard reaches every entry
// with Tab (the browser scrolls the focused one into view) and a screen reader reads the whole list, so they are
// hidden from both. Render it beside the scrolling element, inside a positioned ancestor that does not scroll.
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { ChevronDownIcon } from './icons';

type Edges = { before: boolean; after: boolean };

/** Which ends of `ref`'s row have content out of sight, kept up to date as it scrolls or resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    // One pixel of slack: zoomed pages give fractional widths.
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEdges((last) => (last.before === before && last.after === after ? last : { before, after }));
  }, [ref]);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    // The row's box keeps its width while entries come and go (the staff's links arrive after /account/me), so
    // changes of its content are watched as well as its size.
    const resizes = new ResizeObserver(measure);
    resizes.observe(row);
    const mutations = new MutationObserver(measure);
    mutations.observe(row, { childList: true, subtree: true, characterData: true });
    return () => {
      row.removeEventListener('scroll', measure);
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref, measure]);
  return edges;
}

const arrowClass =
  'pointer-events-auto inline-flex size-8 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-ink';

export function ScrollHints({
  rowRef,
  className = '',
}: {
  rowRef: RefObject<HTMLElement | null>;
  /** Where the hints show (e.g. `lg:hidden` where the row no longer scrolls). */
  className?: string;
}) {
  const { before, after } = useScrollEdges(rowRef);
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * Math.max(120, row.clientWidth * 0.8), behavior: 'smooth' });
  };
  return (
    <>
      {before ? (
        <div
          data-scroll-hint="before"
          className={`pointer-events-none absolute inset-y-0 left-0 flex w-14 items-center justify-start bg-gradient-to-r from-white from-40% to-transparent ${className}`}
        >
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className={arrowClass}
            onClick={() => scrollBy(-1)}
          >
            <ChevronDownIcon className="size-4 rotate-90" />
          </button>
        </div>
      ) : null}
      {after ? (
        <div
          data-scroll-hint="after"
          className={`pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l from-white from-40% to-transparent ${className}`}
        >
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className={arrowClass}
            onClick={() => scrollBy(1)}
          >
            <ChevronDownIcon className="size-4 -rotate-90" />
          </button>
        </div>
      ) : null}
    </>
  );
}
