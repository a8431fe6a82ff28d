// Owns where a sideways-scrolling row (the back office's sections on a tablet or phone) must be scrolled so that one
// of its items is wholly in view: the current section would otherwise sit clipped at the row's edge, or out of sight
// past it. Pure, for manage-nav.tsx.

export type ScrollBox = { scrollLeft: number; clientWidth: number; scrollWidth: number };
export type ItemBox = { offsetLeft: number; offsetWidth: number };

/** The row's scrollLeft that shows `item` whole (with `margin` px beside it), moving as little as possible. */
export function revealScrollLeft(row: ScrollBox, item: ItemBox, margin = 16): number {
  const max = Math.max(0, row.scrollWidth - row.clientWidth);
  const start = item.offsetLeft - margin;
  const end = item.offsetLeft + item.offsetWidth + margin;
  let next = row.scrollLeft;
  if (end > row.scrollLeft + row.clientWidth) next = end - row.clientWidth;
  if (start < next) next = start;
  return Math.min(max, Math.max(0, next));
}
