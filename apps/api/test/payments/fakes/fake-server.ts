// A local HTTP server standing in for a payment provider's API in tests (never the internet): it logs every
// request, keeps the provider's idempotency rule (the same key with the same body gets the same stored answer;
// with another body, the provider's error) and lets a test plan faults for the next requests: an answer of its
// choosing without doing anything (a 5xx, a 202 "processing"), or doing the request and answering too late
// (the client times out although the provider did it: the case idempotency keys exist for).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export type Fault =
  /** Answer this instead, doing nothing. */
  | { kind: 'answer'; status: number; body?: unknown }
  /** Do the request, then answer only after `ms` (longer than the client's timeout). */
  | { kind: 'slow'; ms: number };

export type FakeServer = {
  url: string;
  requests: FakeRequest[];
  /** The next `count` requests (or only those for which `when` holds) meet `fault`. */
  failNext(fault: Fault, count?: number, when?: (request: FakeRequest) => boolean): void;
  close(): Promise<void>;
};

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const faults: { fault: Fault; when: (request: FakeRequest) => boolean }[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const planned = faults.findIndex((entry) => entry.when(request));
      const fault = planned >= 0 ? faults.splice(planned, 1)[0]?.fault : undefined;
      let answer: FakeAnswer;
      if (fault?.kind === 'answer') {
        answer = { status: fault.status, body: fault.body ?? null };
      } else {
        answer = await handle(request);
        if (fault?.kind === 'slow') await sleep(fault.ms);
      }
      if (outgoing.destroyed) return;
      outgoing.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      outgoing.end(answer.body === null ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(fault, count = 1, when = () => true) {
      for (let index = 0; index < count; index += 1) faults.push({ fault, when });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The providers' idempotency rule: the first answer to a key is stored with the body it answered; the same key
 * with the same body gets it again, with another body `mismatch()`. Answers that were errors are not stored
 * (both providers let a refused request be corrected and sent again with its key).
 */
export function idempotencyStore() {
  const stored = new Map<string, { body: string; answer: FakeAnswer }>();
  return async (
    key: string,
    body: string,
    produce: () => FakeAnswer | Promise<FakeAnswer>,
    mismatch: () => FakeAnswer,
  ): Promise<FakeAnswer> => {
    const earlier = stored.get(key);
    if (earlier) {
      if (earlier.body !== body) return mismatch();
      return { ...earlier.answer, headers: { ...earlier.answer.headers, 'idempotent-replayed': 'true' } };
    }
    const answer = await produce();
    if (answer.status < 400) stored.set(key, { body, answer });
    return answer;
  };
}

/** `prefix` followed by random letters and digits, like the providers' ids. */
export function fakeId(prefix: string, length = 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let id = prefix;
  for (let index = 0; index < length; index += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}
