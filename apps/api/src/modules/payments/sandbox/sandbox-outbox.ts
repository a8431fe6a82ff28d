// Owns delivering the sandbox bank's notifications: each queued body (sandbox-outbox.repository.ts)
// is signed at the moment of sending and POSTed to our callback until it is answered 2xx, retried
// with exponential backoff (1 s doubling to 5 min, 30 attempts, then given up and logged). The
// queue is a table, so what is queued when the process dies is sent after the restart, or by
// another API process: a poller in every process claims due rows every second.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { ClaimedNotification, SandboxOutboxRepository } from './sandbox-outbox.repository.ts';
import { signSandbox } from './sandbox-signature.ts';

export type SandboxOutbox = {
  /** Queues a notification and makes its first attempt at once (the bank page waits for it). */
  send(body: string): Promise<void>;
  /** Attempts everything due now; the poller calls it, tests call it instead of waiting. */
  flush(): Promise<void>;
  /** Notifications not yet answered 2xx (and not given up). */
  waiting(): Promise<number>;
  start(): void;
  /** Stops the poller and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
};

export type SandboxOutboxDeps = {
  repository: SandboxOutboxRepository;
  secret: string;
  /** Delivers one signed notification; answers the HTTP status. Should give up when `signal` aborts. */
  post(body: string, signature: string, signal: AbortSignal): Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each time up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** One attempt is abandoned after this long. */
  sendTimeoutMs?: number;
  /** How long a claimed notification is nobody else's (longer than an attempt may take). */
  leaseMs?: number;
  pollMs?: number;
  /** Notifications one poll claims at most. */
  batch?: number;
};

export function createSandboxOutbox(deps: SandboxOutboxDeps): SandboxOutbox {
  const { repository, clock, log } = deps;
  const base = deps.baseDelayMs ?? 1000;
  const max = deps.maxDelayMs ?? 5 * 60_000;
  const maxAttempts = deps.maxAttempts ?? 30;
  const sendTimeoutMs = deps.sendTimeoutMs ?? 5000;
  const leaseMs = deps.leaseMs ?? 2 * sendTimeoutMs;
  const pollMs = deps.pollMs ?? 1000;
  const batch = deps.batch ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  const leaseUntil = () => new Date(clock.now().getTime() + leaseMs);

  async function attempt(item: ClaimedNotification): Promise<void> {
    let ok = false;
    try {
      const signature = signSandbox(deps.secret, item.body, clock.now());
      const status = await deps.post(item.body, signature, AbortSignal.timeout(sendTimeoutMs));
      ok = status >= 200 && status < 300;
      if (!ok) log.warn({ status, attempt: item.attempts }, 'sandbox notification refused');
    } catch (error) {
      log.warn({ err: error, attempt: item.attempts }, 'sandbox notification not delivered');
    }
    if (ok) return repository.delivered(item.id);
    if (item.attempts >= maxAttempts) {
      log.error({ body: item.body }, 'sandbox notification given up after too many attempts');
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

  /** One run at a time in this process; a call during a run waits for it, then runs again. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => undefined);
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
      if (timer) return;
      timer = setInterval(() => {
        // A run still going (a slow callback) is not queued behind: the next tick looks again.
        if (flushing) return;
        flush().catch((error: unknown) => log.error({ err: error }, 'sandbox outbox poll failed'));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flushing?.catch(() => undefined);
    },
  };
}
