// Issue 19, item 2: the strict rate limit (RATE_LIMIT_STRICT_MAX, 10 a minute) counts a client's requests across
// every API process, in Redis, and survives a process restart. The client alternates between the two processes: ten
// strict requests pass, the eleventh is refused (429); the first process restarts, and the client is still refused
// through both. Before the shared store each process counted its own five, and a restart forgot them.
import { expect, test } from '@playwright/test';
import { visitorAt } from '../harness/client';
import { restartApi } from '../harness/cluster';
import { apiUrls } from '../harness/topology';

test('[CLUSTER]: the 11th strict request, alternating between API processes, is refused, and still is after a restart', async () => {
  test.setTimeout(120_000);
  const client = visitorAt('127.0.0.31');
  await client.csrf(apiUrls[0] as string);
  // Leaving the waiting list with an unknown entry: a strict route that changes nothing (404).
  const strict = (origin: string) =>
    client.post(origin, '/waiting_list/leave', { entry: 999_999_999, key: 'nope' });
  for (let i = 0; i < 10; i++) {
    const answer = await strict(apiUrls[i % 2] as string);
    expect(answer.status, `request ${i + 1}: ${answer.body}`).not.toBe(429);
  }
  const eleventh = await strict(apiUrls[0] as string);
  expect(eleventh.status, eleventh.body).toBe(429);

  await restartApi(0);
  for (const origin of apiUrls) {
    const answer = await strict(origin);
    expect(answer.status, `after the restart, through ${origin}: ${answer.body}`).toBe(429);
  }
});
