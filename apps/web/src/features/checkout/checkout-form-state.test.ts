import type { TPendingOrder } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { buyerDefaults, buyRefusal } from './checkout-form-state';

const pending: TPendingOrder = {
  id: 7,
  number: 'A7K-39QXZ',
  status: 'failed',
  total: 7000,
  total_kopecks: 700_000,
  count: 2,
  payment_method: 'sbp',
  expires_at: '2026-11-22T21:00:00.000Z',
  paid_at: null,
  buyer: { name: 'Анна', email: 'anna@example.com', phone: '+7 (999) 123-45-67' },
  failure: 'declined',
};

const signedIn = {
  success: true as const,
  email: 'ivan@example.com',
  first_name: 'Иван',
  last_name: 'Петров',
  phone: '+7 (912) 000-11-22',
};

describe('buyerDefaults', () => {
  it('takes the pending order’s buyer and method first, even when signed in', () => {
    expect(buyerDefaults(signedIn, pending)).toEqual({ ...pending.buyer, payment_method: 'sbp' });
  });

  it('takes the profile of a signed-in customer, name joined, card by default', () => {
    expect(buyerDefaults(signedIn, null)).toEqual({
      name: 'Иван Петров',
      email: 'ivan@example.com',
      phone: '+7 (912) 000-11-22',
      payment_method: 'card',
    });
    expect(buyerDefaults({ success: true, email: 'a@b.c', first_name: null }, null)).toEqual({
      name: '',
      email: 'a@b.c',
      phone: '',
      payment_method: 'card',
    });
  });

  it('offers only the methods the site takes: a pending SBP order after a switch to a card-only provider pays by card', () => {
    expect(buyerDefaults(signedIn, pending, ['card'])).toEqual({ ...pending.buyer, payment_method: 'card' });
    expect(buyerDefaults(undefined, null, ['sbp']).payment_method).toBe('sbp');
    expect(buyerDefaults(undefined, null, ['card', 'sbp']).payment_method).toBe('card');
  });

  it('starts empty for a visitor (or before the account is known)', () => {
    const empty = { name: '', email: '', phone: '', payment_method: 'card' };
    expect(buyerDefaults({ success: false }, null)).toEqual(empty);
    expect(buyerDefaults(undefined, null)).toEqual(empty);
  });
});

describe('buyRefusal', () => {
  const failure = (status: number, body: unknown) => ({
    ok: false as const,
    reason: 'status' as const,
    status,
    body,
  });

  it('names an ended hold and a closed order', () => {
    expect(buyRefusal(failure(409, { detail: 'Бронь истекла', code: 'hold_expired' }))).toEqual({
      kind: 'hold_expired',
    });
    expect(buyRefusal(failure(409, { detail: '…', code: 'order_closed' }))).toEqual({ kind: 'order_closed' });
  });

  it('finds too many places in whichever field carries it, with its message', () => {
    expect(
      buyRefusal(
        failure(400, {
          non_field_errors: ['В одном заказе может быть не больше 10 мест.'],
          codes: { non_field_errors: ['too_many_places'] },
        }),
      ),
    ).toEqual({ kind: 'too_many_places', message: 'В одном заказе может быть не больше 10 мест.' });
    expect(buyRefusal(failure(400, { items: [], codes: { items: ['too_many_places'] } }))).toEqual({
      kind: 'too_many_places',
      message: null,
    });
  });

  it('leaves field errors, other errors and no answer to the form', () => {
    expect(buyRefusal(failure(400, { email: ['Введите адрес'], codes: { email: ['invalid'] } }))).toEqual({
      kind: 'fields',
    });
    expect(buyRefusal({ ok: false, reason: 'unreachable' })).toEqual({ kind: 'fields' });
    expect(buyRefusal(failure(500, 'oops'))).toEqual({ kind: 'fields' });
  });
});
