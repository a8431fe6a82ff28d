'use client';
// The header's ticket counter as a shared read (SPEC.md section 4 "Cart counter"): its key, and the call that asks
// it again after something changed the cart (a seat held or released on the seat map, a line removed or the cart
// cleared or expired on the cart page), so every counter on the page follows at once.
import { refreshReads } from './use-api-read';

export const CART_COUNT_READ = 'cart/count_seats';

export function refreshCartCount(): void {
  refreshReads(CART_COUNT_READ);
}
