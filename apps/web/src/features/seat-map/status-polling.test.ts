import { describe, expect, it } from 'vitest';
import { STATUS_POLL_MAX_MS, STATUS_POLL_MS, statusPollDelay } from './status-polling';

describe('status polling', () => {
  it('asks every few seconds while answers come', () => {
    expect(statusPollDelay(0)).toBe(STATUS_POLL_MS);
    expect(STATUS_POLL_MS).toBeLessThanOrEqual(5000);
  });

  it('backs off while answers fail, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 50].map(statusPollDelay)).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
    expect(statusPollDelay(1000)).toBe(STATUS_POLL_MAX_MS);
  });
});
