// How the orders section names its tabs in the URL and colours an order's status.
import type { TOrderStatus } from '@afisha/contracts';

export const ORDER_TABS = ['current', 'archive'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** `?archive=true` is the archive; anything else (absent, `false`, junk) the current orders. */
export function orderTabOf(archive: string | null): OrderTab {
  return archive === 'true' ? 'archive' : 'current';
}

export function orderTabQuery(tab: OrderTab): Record<string, string> {
  return tab === 'archive' ? { archive: 'true' } : {};
}

export function statusTone(status: TOrderStatus): string {
  switch (status) {
    case 'paid':
      return 'bg-green-100 text-green-900';
    case 'partially_refunded':
    case 'refunded':
      return 'bg-amber-100 text-amber-900';
    case 'pending':
      return 'bg-surface text-ink';
    case 'failed':
    case 'expired':
    case 'cancelled':
      return 'bg-red-100 text-red-900';
  }
}
