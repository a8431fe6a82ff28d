// Owns delivering the messages of a table-backed outbox (outbox.repository.ts): each queued body is handed to
// `deliver` until it succeeds, retried with exponential backoff (1 s doubling to 5 min, 30 attempts by default,
// then given up and logged). The queue is a table, so what is queued when the process dies is delivered after the
// restart, or by another API process: a poller in every process claims due rows every second. Delivery is at least
// once: a process that dies after delivering and before recording it delivers again when the lease ends.
// Users: the sandbox bank's notifications (payments/sandbox), the order mails (checkout/order-mails.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';

export type Outbox = {
  /** Queues a message and makes its first attempt at once. */
  send(body: string): Promise<void>;
  /** Attempts everything due now; the poller calls it, tests call it instead of waiting. */
  flush(): Promise<void>;
  /** Messages not yet delivered (and not given up). */
  waiting(): Promise<number>;
  start(): void;
  /** Stops the poller and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
};

export type OutboxTiming = {
  /** First retry delay; doubles each time up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** One attempt is abandoned after this long. */
  sendTimeoutMs?: number;
  /** How long a claimed message is nobody else's (longer than an attempt may take). */
  leaseMs?: number;
  pollMs?: number;
  /** Messages one poll claims at most. */
  batch?: number;
};

export type OutboxDeps = OutboxTiming & {
  /** For the log lines ("sandbox notification", "order mail"). */
  name: string;
  repository: OutboxRepository;
  /** Delivers one message: true when done, false (or a throw) to retry it later. Should stop when `signal` aborts. */
  deliver(message: OutboxMessage, signal: AbortSignal): Promise<boolean>;
  clock: Clock;
  log: FastifyBaseLogger;
};

export function createOutbox(deps: OutboxDeps): Outbox {
  const { repository, clock, log, name } = deps;
  const base = deps.baseDelayMs ?? 1000;
  const max = deps.maxDelayMs ?? 5 * 60_000;
  const maxAttempts = deps.maxAttempts ?? 30;
  const sendTimeoutMs = deps.sendTimeoutMs ?? 5000;
  const leaseMs = deps.leaseMs ?? 2 * sendTimeoutMs;
  const pollMs = deps.pollMs ?? 1000;
  const batch = deps.batch ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  /** Set by stop(): no run starts after it (the database is about to close). */
  let stopped = false;

  const leaseUntil = () => new Date(clock.now().getTime() + leaseMs);

  async function attempt(item: OutboxMessage): Promise<void> {
    let ok = false;
    try {
      ok = await deps.deliver(item, AbortSignal.timeout(sendTimeoutMs));
    } catch (error) {
      log.warn({ err: error, attempt: item.attempts }, `${name} not delivered`);
    }
    if (ok) return repository.delivered(item.id);
    if (item.attempts >= maxAttempts) {
      log.error({ body: item.body }, `${name} given up after too many attempts`);
      return repository.giveUp(item, clock.now());
    }
    const delay = Math.min(max, base * 2 ** (item.attempts - 1));
    await repository.retryAt(item, new Date(clock.now().getTime() + delay));
  }

  async function flushOnce(): Promise<void> {
    for (;;) {
      const claimed = await repository.claim({ now: clock.now(), leaseUntil: leaseUntil(), limit: batch });
      for (const item of claimed) await attempt(item);
      if (claimed.length < batch) return;
    }
  }

  /**
   * One run at a time in this process; a call during a run waits for it, then runs again — unless the outbox was
   * stopped meanwhile: what is queued stays queued for the next start (or another process).
   */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => undefined);
    if (stopped) return;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    await flushing;
  }

  return {
    async send(body) {
      await attempt(await repository.enqueue(body, clock.now(), leaseUntil()));
    },
    flush,
    waiting: () => repository.waiting(),
    start() {
      stopped = false;
      if (timer) return;
      timer = setInterval(() => {
        // A run still going (a slow delivery) is not queued behind: the next tick looks again.
        if (flushing) return;
        flush().catch((error: unknown) => log.error({ err: error }, `${name} outbox poll failed`));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await flushing?.catch(() => undefined);
    },
  };
}
