// Owns the health verdict: the API is healthy when its database answers in time.
import type { THealth } from '@afisha/contracts';

export type HealthService = { check(): Promise<THealth> };

// A hung connection must not hang the probe: a slow database is reported as down.
const PING_TIMEOUT_MS = 2000;

export function createHealthService(deps: { ping: () => Promise<void>; timeoutMs?: number }): HealthService {
  const timeoutMs = deps.timeoutMs ?? PING_TIMEOUT_MS;
  return {
    async check() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`database ping timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([deps.ping(), timeout]);
        return { status: 'ok', db: 'ok' };
      } catch {
        return { status: 'error', db: 'error' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
