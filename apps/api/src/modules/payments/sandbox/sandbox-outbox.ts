// Owns delivering the sandbox bank's notifications: each queued body (table sandbox_notifications) is signed at
// the moment of sending and POSTed to our callback until it is answered 2xx, with the retries, leases and restarts
// of lib/outbox.ts (1 s doubling to 5 min, 30 attempts, then given up and logged).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { OutboxRepository } from '../../../lib/outbox.repository.ts';
import { createOutbox, type Outbox, type OutboxTiming } from '../../../lib/outbox.ts';
import { signSandbox } from './sandbox-signature.ts';

export type SandboxOutbox = Outbox;

export type SandboxOutboxDeps = OutboxTiming & {
  repository: OutboxRepository;
  secret: string;
  /** Delivers one signed notification; answers the HTTP status. Should give up when `signal` aborts. */
  post(body: string, signature: string, signal: AbortSignal): Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
};

export function createSandboxOutbox(deps: SandboxOutboxDeps): SandboxOutbox {
  const { post, secret, ...rest } = deps;
  return createOutbox({
    ...rest,
    name: 'sandbox notification',
    async deliver(item, signal) {
      const status = await post(item.body, signSandbox(secret, item.body, deps.clock.now()), signal);
      const ok = status >= 200 && status < 300;
      if (!ok) deps.log.warn({ status, attempt: item.attempts }, 'sandbox notification refused');
      return ok;
    },
  });
}
