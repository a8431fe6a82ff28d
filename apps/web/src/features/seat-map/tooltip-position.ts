// Owns where a seat's tooltip goes in the map's box: centred over the seat, moved sideways as little as needed to stay
// inside the box (a seat at the hall's left or right edge), and put under the seat when there is no room above it.
// Pure, in CSS pixels of the map's box.
import type { Size } from './viewport';

/** The seat on screen: its centre and how far its drawing reaches up and down from it. */
type TooltipAnchor = { x: number; y: number; radius: number };

/** Space kept between the tooltip and the seat, and between the tooltip and the box's edges. */
const GAP = 8;
const EDGE = 4;

export function tooltipPosition(anchor: TooltipAnchor, tip: Size, box: Size): { left: number; top: number } {
  const widest = Math.max(EDGE, box.width - tip.width - EDGE);
  const left = Math.min(widest, Math.max(EDGE, anchor.x - tip.width / 2));
  const above = anchor.y - anchor.radius - GAP - tip.height;
  const top = above >= EDGE ? above : anchor.y + anchor.radius + GAP;
  return { left, top };
}
