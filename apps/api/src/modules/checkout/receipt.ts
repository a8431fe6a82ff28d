// Owns the fiscal receipt of a payment or a refund (54-FZ): the order's lines, as the register prints them, made to
// add up to exactly what the bank takes or gives back. The order's lines are worth more than the payment when a gift
// certificate paid a part: that part is spread over the lines in proportion (largest remainders, so no kopeck is
// lost), and a line whose kopecks do not divide by its quantity is split in two lines of the same thing, one
// kopeck apart. Receipts are in Russian, the language of the register's fiscal documents, whatever the order's.
import type { Receipt, ReceiptLine } from '../payments/payment-provider.ts';
import { spread } from '../promo-codes/promo-rules.ts';

/** One line of the order, or of a refund, as read from the database (its whole value, before any certificate). */
export type ReceiptItem = {
  kind: 'seat' | 'zone' | 'service' | 'certificate';
  quantity: number;
  totalKopecks: number;
  /** The performance, the service or the certificate's design (Russian). */
  name: string;
  /** Tickets: the event's date and time where it is held, as printed (`31.12.2026 19:00`). */
  when: string | null;
};

const MAX_DESCRIPTION = 128;

function descriptionOf(item: ReceiptItem): string {
  const text =
    item.kind === 'service'
      ? `Услуга: ${item.name}`
      : item.kind === 'certificate'
        ? `Подарочный сертификат «${item.name}»`
        : `Билет: «${item.name}»${item.when ? `, ${item.when}` : ''}`;
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`;
}

/**
 * The receipt of `amountKopecks` (a payment, or a refund's bank part) over `items`. Lines worth nothing are left
 * out. Throws when the items are worth less than the amount: the register cannot print more than was sold.
 */
export function receiptOf(email: string, items: readonly ReceiptItem[], amountKopecks: number): Receipt {
  const worth = items.reduce((sum, item) => sum + item.totalKopecks, 0);
  if (amountKopecks > worth) {
    throw new Error(`a receipt of ${amountKopecks} kopecks over lines worth ${worth}`);
  }
  const totals = spread(
    amountKopecks,
    items.map((item) => item.totalKopecks),
  );
  const lines: ReceiptLine[] = [];
  items.forEach((item, index) => {
    const total = totals[index] ?? 0;
    if (total <= 0 || item.quantity <= 0) return;
    const description = descriptionOf(item);
    const subject = item.kind === 'certificate' ? 'advance' : 'service';
    const unit = Math.floor(total / item.quantity);
    // `dearer` units cost one kopeck more than the others.
    const dearer = total - unit * item.quantity;
    if (item.quantity - dearer > 0 && unit > 0) {
      lines.push({ description, quantity: item.quantity - dearer, unitKopecks: unit, subject });
    }
    if (dearer > 0) lines.push({ description, quantity: dearer, unitKopecks: unit + 1, subject });
  });
  return { email, lines };
}
