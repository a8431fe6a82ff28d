// [PAYMENTS] YooKassa notifications with the address check on (YOOKASSA_CHECK_IP, the published ranges by
// default): a genuine notification from outside the ranges is refused and changes nothing; from inside (IPv4,
// IPv6, IPv4-mapped, or forwarded by the web app's proxy on loopback) it pays; an X-Forwarded-For from a sender that
// is not our proxy is not believed.
import { tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { YOOKASSA_DEFAULT_TRUSTED_IPS } from '../../src/config.ts';
import { createIpAllowList } from '../../src/modules/payments/yookassa/yookassa-ip.ts';
import { visitor } from '../helpers/cart-client.ts';
import { buySeats, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';
import { postCallback, useYooKassaFake, withYooKassa } from './provider-app.ts';

const fake = useYooKassaFake();
const t = useCheckoutTestApp(
  manualClock(),
  [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 8, seatsPerRow: 2 }],
  (config) => withYooKassa(config, fake, { trustedIps: YOOKASSA_DEFAULT_TRUSTED_IPS }),
);

let row = 0;
async function paidAtYooKassa() {
  row += 1;
  const me = await visitor(t.app);
  const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1)]);
  const id =
    [...fake.payments.values()].find((p) => p.metadata?.order_id === String(bought.body.order.id))?.id ?? '';
  fake.succeed(id);
  return { orderId: bought.body.order.id as number, body: fake.notification('payment.succeeded', id) };
}
const ticketCount = async (orderId: number) =>
  (await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).length;

describe('YooKassa notifications with the address check on', () => {
  it('refuses a sender outside the published ranges, and one that only claims to be inside', async () => {
    const { orderId, body } = await paidAtYooKassa();
    for (const from of ['8.8.8.8', '185.71.76.32', '2a03::1', '127.0.0.1']) {
      expect((await postCallback(t.app, 'yookassa', body, { from })).statusCode).toBe(401);
    }
    const spoofed = await postCallback(t.app, 'yookassa', body, {
      from: '8.8.8.8',
      headers: { 'x-forwarded-for': '185.71.76.5' },
    });
    expect(spoofed.statusCode).toBe(401);
    expect(await ticketCount(orderId)).toBe(0);
  });

  it('takes a sender inside them: directly over IPv4 and IPv6, or through the web app proxy', async () => {
    for (const options of [
      { from: '185.71.76.31' },
      { from: '2a02:5180::10' },
      { from: '127.0.0.1', headers: { 'x-forwarded-for': '77.75.156.11' } },
    ]) {
      const { orderId, body } = await paidAtYooKassa();
      expect((await postCallback(t.app, 'yookassa', body, options)).statusCode).toBe(200);
      expect(await ticketCount(orderId)).toBe(1);
    }
  });

  it('matches addresses by range, IPv4-mapped IPv6 included, and nothing that is not an address', () => {
    const allowed = createIpAllowList(YOOKASSA_DEFAULT_TRUSTED_IPS);
    expect(
      ['185.71.77.0', '77.75.153.127', '77.75.154.200', '77.75.156.35', '::ffff:185.71.76.1'].map(allowed),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['77.75.153.128', '77.75.154.127', '77.75.156.12', '', 'localhost', '185.71.76.1/27'].map(allowed),
    ).toEqual([false, false, false, false, false, false]);
  });
});
