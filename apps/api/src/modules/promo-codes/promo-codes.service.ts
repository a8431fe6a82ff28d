// Owns what a visitor does with a promo code before paying: POST /cart/check_promocode applies a code to the cart
// (or takes it off) and answers what it takes off the cart as it is now, or a field error saying why it cannot be
// used; GET /cart/content shows the applied code's discount (nothing when it no longer applies). The order's
// transaction takes the use for real (promo-codes.repository.ts useForOrder).
import type { TCheckPromocodeResponse, TPromoPreview } from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import type { PromoCodesRepository } from './promo-codes.repository.ts';
import { type PricedLine, type PromoCode, valuePromo } from './promo-rules.ts';

export type PromoCodesService = {
  check(owner: CartOwner, code: string): Promise<TCheckPromocodeResponse>;
  /** The applied code's preview for the cart page, or null. */
  preview(owner: CartOwner): Promise<TPromoPreview | null>;
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;
const kopecksAsRoubles = (kopecks: number) => (kopecks / 100).toFixed(2);

export function createPromoCodesService(deps: {
  repository: PromoCodesRepository;
  /** Finds or makes the owner's cart (the one /cart/add fills). */
  ownCart(owner: CartOwner, now: Date): Promise<number>;
  clock: Clock;
}): PromoCodesService {
  const { repository, clock } = deps;

  function previewOf(code: PromoCode, lines: readonly PricedLine[], discountKopecks: number): TPromoPreview {
    const total = lines.reduce((sum, line) => sum + line.amountKopecks, 0);
    return {
      code: code.code,
      discount: roubles(discountKopecks),
      discount_kopecks: discountKopecks,
      to_pay: roubles(total - discountKopecks),
      to_pay_kopecks: total - discountKopecks,
    };
  }

  /** A signed-in buyer's own uses (by account and its address); a guest's are counted by address at checkout. */
  const usesOf = (codeId: number, owner: CartOwner) =>
    owner.userId === null
      ? Promise.resolve(0)
      : repository.usesBy(codeId, { email: null, userId: owner.userId });

  return {
    async check(owner, typed) {
      const now = clock.now();
      const cartId = await deps.ownCart(owner, now);
      if (typed === '') {
        await repository.apply(cartId, null);
        return { promocode: null };
      }
      const [code, lines] = await Promise.all([repository.find(typed), repository.cartLines(cartId, now)]);
      const value = valuePromo(code, lines, code ? await usesOf(code.id, owner) : 0, now);
      if (!value.ok || !code) {
        const refusal = value.ok ? 'promo_unknown' : value.refusal;
        const minOrder = value.ok ? undefined : value.minOrderKopecks;
        throw new FieldValidationError([
          {
            field: 'code',
            code: refusal,
            ...(minOrder !== undefined ? { params: { min: kopecksAsRoubles(minOrder) } } : {}),
          },
        ]);
      }
      await repository.apply(cartId, code.id);
      return { promocode: previewOf(code, lines, value.discountKopecks) };
    },

    async preview(owner) {
      const cart = await repository.cartOf(owner);
      if (!cart?.codeId) return null;
      const now = clock.now();
      const [code, lines] = await Promise.all([
        repository.findById(cart.codeId),
        repository.cartLines(cart.cartId, now),
      ]);
      if (!code || lines.length === 0) return null;
      const value = valuePromo(code, lines, await usesOf(code.id, owner), now);
      return value.ok ? previewOf(code, lines, value.discountKopecks) : null;
    },
  };
}
