// The outbox's shutdown: a flush asked for while a run is in progress waits for it, and once the outbox is stopped
// it does not start another run (at shutdown the database closes next: such a run only logged failed queries).
import { describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';
import { createOutbox } from './outbox.ts';

const silent = { warn: () => {}, error: () => {} } as never;

function slowRepository() {
  let claims = 0;
  let release: () => void = () => {};
  const repository: OutboxRepository = {
    enqueue: async (body) => ({ id: 1, body, attempts: 1 }),
    claim: async () => {
      claims += 1;
      // The first run is held until the test lets it end.
      if (claims === 1) await new Promise<void>((resolve) => (release = resolve));
      return [] as OutboxMessage[];
    },
    delivered: async () => {},
    retryAt: async () => {},
    giveUp: async () => {},
    waiting: async () => 0,
  };
  return { repository, claims: () => claims, release: () => release() };
}

const outboxOn = (repository: OutboxRepository) =>
  createOutbox({
    name: 'test',
    repository,
    deliver: async () => true,
    clock: { now: () => new Date() },
    log: silent,
  });

describe('the outbox', () => {
  it('starts no run after it is stopped, even for a flush that was waiting for the run in progress', async () => {
    const { repository, claims, release } = slowRepository();
    const outbox = outboxOn(repository);
    const first = outbox.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = outbox.flush();
    const stopping = outbox.stop();
    release();
    await Promise.all([first, waiting, stopping]);
    expect(claims()).toBe(1);
  });

  it('runs again for a flush asked during a run while it is not stopped', async () => {
    const { repository, claims, release } = slowRepository();
    const outbox = outboxOn(repository);
    const first = outbox.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const again = outbox.flush();
    release();
    await Promise.all([first, again]);
    expect(claims()).toBe(2);
  });
});
