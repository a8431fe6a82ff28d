// The crash test's traffic: buyers over real HTTP who hold seats (and a zone place), buy, and pay
// through the sandbox bank's card form or through a bank of the test's own that sends signed
// notifications and retries them until answered 2xx (as an acquirer does); and a box-office clerk
// who refunds paid orders, whole or a line at a time, through the sandbox bank. Every choice comes from
// a seeded random, so a failing run can be replayed with its seed. A request cut by a kill is an
// error like any other: the buyer starts over with a new visitor.
import { randomBytes } from 'node:crypto';
import { signSandbox } from '../../src/modules/payments/sandbox/sandbox-signature.ts';
import { BUYER } from '../helpers/checkout.ts';
import type { Acceptance } from './diagnose.ts';

/** mulberry32: a small seeded generator; reproducible choices and kill moments. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Session = { cookie: string; csrf: string };

/** What a request does: hold, buy, pay on the bank's card form, our bank's notification, or a clerk's refund. */
export type RequestKind = 'add' | 'buy' | 'pay' | 'notify' | 'refund';

export type Traffic = {
  /**
   * Payments the bank told the buyer were accepted (card form) or that our own bank notified, with how and when (for
   * the failure report, diagnose.ts): each must end paid or refunded.
   */
  acceptances: Map<string, Acceptance>;
  orders: number;
  errors: number;
  /** Refunds the clerk asked for (answered or cut by a kill). */
  refundsAsked: number;
  /** The payments whose notification our own bank still owes the API. */
  owed(): string[];
  /** Resolves when the next request of `kind` is sent (or after `timeoutMs`): the moment to aim a kill at. */
  next(kind: RequestKind, timeoutMs: number): Promise<void>;
  /** Stops the buyers (their requests in flight finish or fail). */
  stop(): Promise<void>;
  /** Resolves once our own bank has delivered everything it owes (after stop; the API must be up). */
  delivered(): Promise<void>;
};

export function startTraffic(options: {
  url: string;
  secret: string;
  random: () => number;
  buyers: number;
  eventId: number;
  seatIds: number[];
  zoneId: number;
  /** The clerk's signed-in session (an administrator's). */
  clerk: Session;
}): Traffic {
  const { url, random } = options;
  const acceptances = new Map<string, Acceptance>();
  const accept = (pid: string, via: Acceptance['via']) => {
    acceptances.set(pid, { via, at: Date.now(), answers: [] });
  };
  const owed = new Map<string, string>();
  let running = true;
  const traffic = { orders: 0, errors: 0, refundsAsked: 0 };
  /** Orders the bank accepted a payment for: the clerk's to refund. */
  const paidOrders: number[] = [];
  const watchers = new Map<RequestKind, Array<() => void>>();
  function sending(kind: RequestKind) {
    const waiting = watchers.get(kind) ?? [];
    watchers.delete(kind);
    for (const wake of waiting) wake();
  }

  async function session(): Promise<Session> {
    const response = await fetch(`${url}/api/v1/account/csrf`);
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const { csrf } = (await response.json()) as { csrf: string };
    return { cookie: cookies.join('; '), csrf };
  }

  async function post(me: Session, path: string, body: unknown) {
    sending(path === '/cart/buy' ? 'buy' : path.startsWith('/orders/admin/') ? 'refund' : 'add');
    const response = await fetch(`${url}/api/v1${path}`, {
      method: 'POST',
      headers: { cookie: me.cookie, 'x-csrftoken': me.csrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The clerk refunds a paid order: whole, or one of its lines (a refused one, already refunded, is fine). */
  async function refundOnce() {
    await sleep(100 + Math.floor(random() * 300));
    const order = paidOrders[Math.floor(random() * paidOrders.length)];
    if (order === undefined) return;
    if (random() < 0.5) {
      traffic.refundsAsked += 1;
      await post(options.clerk, `/orders/admin/${order}/full_refund`, {});
      return;
    }
    const detail = await fetch(`${url}/api/v1/orders/admin/${order}`, {
      headers: { cookie: options.clerk.cookie },
    });
    if (detail.status !== 200) return;
    const lines = ((await detail.json()) as { lines: { id: number }[] }).lines;
    const line = lines[Math.floor(random() * lines.length)];
    if (!line) return;
    traffic.refundsAsked += 1;
    await post(options.clerk, `/orders/admin/${order}/part_refund`, { items: [line.id] });
  }

  async function cardForm(pid: string, card: string) {
    sending('pay');
    const response = await fetch(`${url}/api/v1/sandbox/pay/${pid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
    });
    return response.status === 200 && (await response.text()).includes('data-outcome="accepted"');
  }

  /** One attempt of our own bank: true when answered 2xx. Each answer (or error) is noted in the payment's acceptance. */
  async function deliver(pid: string, body: string) {
    sending('notify');
    const answers = acceptances.get(pid)?.answers;
    try {
      const response = await fetch(`${url}/api/v1/cart/callback/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandbox(options.secret, body, new Date()),
        },
        body,
      });
      answers?.push(`${Date.now()}:${response.status}`);
      return response.status >= 200 && response.status < 300;
    } catch (error) {
      answers?.push(`${Date.now()}:${(error as Error).cause ?? error}`);
      throw error;
    }
  }

  async function buyOnce() {
    const me = await session();
    const seats = new Set<number>();
    const wanted = 1 + Math.floor(random() * 2);
    while (seats.size < wanted) {
      seats.add(options.seatIds[Math.floor(random() * options.seatIds.length)] as number);
    }
    const added = await post(me, '/cart/add', { event: options.eventId, places: [...seats] });
    if (added.status !== 200) {
      await sleep(20);
      return;
    }
    if (random() < 0.3)
      await post(me, '/cart/add', { event: options.eventId, zone: options.zoneId, quantity: 1 });
    const bought = await post(me, '/cart/buy', BUYER);
    if (bought.status !== 200) return;
    traffic.orders += 1;
    const pid = String(bought.body.payment_url).split('/').at(-1) as string;
    const order = bought.body.order as { id: number | string; total_kopecks: number };
    const way = random();
    if (way < 0.45) {
      if (await cardForm(pid, '4242424242424242')) {
        accept(pid, 'card');
        paidOrders.push(Number(order.id));
      }
    } else if (way < 0.6) {
      await cardForm(pid, '4000000000000002');
    } else if (way < 0.9) {
      const body = JSON.stringify({
        event_id: `evt-crash-${randomBytes(8).toString('hex')}`,
        payment_id: pid,
        status: 'succeeded',
        amount_kopecks: order.total_kopecks,
      });
      owed.set(pid, body);
      accept(pid, 'bank');
      paidOrders.push(Number(order.id));
      if (await deliver(pid, body)) owed.delete(pid);
    }
    // Otherwise the buyer walks away: the order expires.
  }

  const work = [...Array<() => Promise<void>>(options.buyers).fill(buyOnce), refundOnce];
  const loops = work.map(async (step) => {
    while (running) {
      try {
        await step();
      } catch {
        // Cut by a kill, or the API is starting again: wait a little, not to crowd its start.
        traffic.errors += 1;
        await sleep(250);
      }
    }
  });
  // Until the buyers have stopped, not only until `running` turns false: a buyer still in its last purchase may yet
  // owe a notification its own attempt did not deliver.
  let buyersDone = false;
  const bank = (async () => {
    while (!buyersDone || owed.size > 0) {
      for (const [pid, body] of owed) {
        try {
          if (await deliver(pid, body)) owed.delete(pid);
        } catch {
          // The API is down: next round.
        }
      }
      await sleep(200);
    }
  })();

  const answer: Traffic = {
    acceptances,
    get orders() {
      return traffic.orders;
    },
    get errors() {
      return traffic.errors;
    },
    get refundsAsked() {
      return traffic.refundsAsked;
    },
    owed: () => [...owed.keys()],
    next(kind, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        watchers.set(kind, [
          ...(watchers.get(kind) ?? []),
          () => {
            clearTimeout(timer);
            resolve();
          },
        ]);
      });
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      buyersDone = true;
    },
    delivered: () => bank,
  };
  return answer;
}
