// Runs one scene of bench:onsale in a process of its own (the API processes keep the other core): thousands of open
// seat maps polling GET /events/{id}/places/status while buyers race for the event's seats, and a probe that tells
// how soon a hold shows in everyone else's status. The result is printed as JSON on stdout.
//   tsx bench/lib/onsale-load.ts plan.json   (an OnsalePlan)
//
// Viewers: `viewers` seat maps, each polling every `pollMs`, are an open-loop stream of viewers / pollMs requests a
// second, spread over `connections` kept-alive connections (lean-http.ts) and the API processes in turn; each
// request has a due time, and "late" is how long after it the answer came (queueing included, so an overloaded
// server cannot hide behind a slower stream). Viewers are anonymous: no session, no cart (a viewer with a session
// also costs its session's and its own lines' reads, as any request of a signed-in visitor does).
// Buyers: `buyers` at once, each a new session asking for 1 to 4 neighbouring seats among the best `hot` it believes
// free (seat-picker.ts) until one request is granted; then the next buyer. A rush lasts until every seat is held;
// then every buyer's cart is cleared and, once the status shows the hall empty again, the next rush starts, until
// `seconds` are over. Holds per second count the rushes' own time only.
// Probe: every `probeMs` one more status request (alternating processes); the first answer listing a seat granted
// by a 200 gives its freshness: that answer's arrival minus the 200's (0 when it came first).
import { readFile } from 'node:fs/promises';
import { LeanConnection } from './lean-http.ts';
import { type LeanSession, startLeanSession } from './lean-session.ts';
import { pickSeats } from './seat-picker.ts';

export type OnsalePlan = {
  origins: string[];
  eventId: number;
  /** Seat ids, best first, neighbours adjacent. */
  seats: number[];
  viewers: number;
  pollMs: number;
  connections: number;
  buyers: number;
  hot: number;
  /** Viewers alone before the first rush. */
  warmupSeconds: number;
  seconds: number;
  probeMs: number;
};

type Percentiles = { p50: number; p95: number; p99: number; max: number };

export type OnsaleResult = {
  seconds: number;
  status: {
    offeredPerSecond: number;
    answers: number;
    answersPerSecond: number;
    errors: number;
    errorSamples: string[];
    /** From sending to the whole answer. */
    latencyMs: Percentiles;
    /** From the due time to the whole answer (the client's queue included). */
    lateMs: Percentiles;
  };
  holds: {
    rushes: number;
    rushSeconds: number;
    granted: number;
    seatsGranted: number;
    refused: number;
    errors: number;
    errorSamples: string[];
    perSecond: number;
    latencyMs: Percentiles;
  };
  freshness: { seen: number; unseen: number; ms: Percentiles };
  cpuSeconds: number;
};

const plan = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as OnsalePlan;
const statusPath = `/api/v1/events/${plan.eventId}/places/status`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return 0;
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return Number((sorted[index] ?? 0).toFixed(1));
  };
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

function connectTo(index: number): LeanConnection {
  const origin = new URL(plan.origins[index % plan.origins.length] ?? '');
  return new LeanConnection(origin.hostname, Number(origin.port));
}

const started = performance.now();
const cpuAtStart = process.cpuUsage();
const stopAt = started + plan.seconds * 1000;

// Viewers -----------------------------------------------------------------------------------------------------
const viewing = {
  answers: 0,
  errors: 0,
  errorSamples: [] as string[],
  latency: [] as number[],
  late: [] as number[],
};
let nextPoll = 0;
const perMs = plan.viewers / plan.pollMs;

async function viewerConnection(index: number): Promise<void> {
  const connection = connectTo(index);
  try {
    for (;;) {
      const due = started + nextPoll++ / perMs;
      if (due >= stopAt) return;
      await sleep(due - performance.now());
      const sent = performance.now();
      const answer = await connection.request(statusPath, ['Accept-Language: ru']);
      const done = performance.now();
      viewing.latency.push(done - sent);
      viewing.late.push(done - due);
      if (answer.status === 200) viewing.answers += 1;
      else {
        viewing.errors += 1;
        if (viewing.errorSamples.length < 5) viewing.errorSamples.push(`${answer.status} ${answer.body}`);
      }
    }
  } finally {
    connection.close();
  }
}

// Probe -------------------------------------------------------------------------------------------------------
/** Seats granted by a 200 and not yet seen in a status answer: when the 200 arrived. */
const awaiting = new Map<number, number>();
const freshness: number[] = [];
let heldNow: number[] = [];
let probing = true;

async function probe(): Promise<void> {
  const connections = plan.origins.map((_, index) => connectTo(index));
  try {
    for (let turn = 0; probing; turn++) {
      const connection = connections[turn % connections.length];
      if (!connection) return;
      const answer = await connection.request(statusPath, ['Accept-Language: ru']);
      const arrived = performance.now();
      if (answer.status === 200) {
        heldNow = (JSON.parse(answer.body) as { held: number[] }).held;
        for (const seat of heldNow) {
          const grantedAt = awaiting.get(seat);
          if (grantedAt === undefined) continue;
          freshness.push(Math.max(0, arrived - grantedAt));
          awaiting.delete(seat);
        }
      }
      await sleep(plan.probeMs);
    }
  } finally {
    for (const connection of connections) connection.close();
  }
}

// Buyers ------------------------------------------------------------------------------------------------------
const buying = {
  rushes: 0,
  rushMs: 0,
  granted: 0,
  seatsGranted: 0,
  refused: 0,
  errors: 0,
  errorSamples: [] as string[],
  latency: [] as number[],
};
let unseen = 0;

async function rush(buyerConnections: LeanConnection[]): Promise<void> {
  const known = new Set<number>();
  const holders: LeanSession[] = [];
  const rushStarted = performance.now();
  await Promise.all(
    buyerConnections.map(async (connection) => {
      while (performance.now() < stopAt) {
        if (!pickSeats(plan.seats, known, plan.hot)) return;
        const session = await startLeanSession(connection);
        for (;;) {
          const seats = pickSeats(plan.seats, known, plan.hot);
          if (!seats || performance.now() >= stopAt) return;
          const sent = performance.now();
          const payload = JSON.stringify({ event: plan.eventId, places: seats });
          const answer = await connection.request('/api/v1/cart/add', session.headers, payload);
          const arrived = performance.now();
          buying.latency.push(arrived - sent);
          if (answer.status === 200) {
            buying.granted += 1;
            buying.seatsGranted += seats.length;
            for (const seat of seats) {
              known.add(seat);
              awaiting.set(seat, arrived);
            }
            holders.push(session);
            break;
          }
          if (answer.status === 409) {
            buying.refused += 1;
            for (const seat of (JSON.parse(answer.body) as { places?: number[] }).places ?? [])
              known.add(seat);
          } else {
            buying.errors += 1;
            if (buying.errorSamples.length < 5) buying.errorSamples.push(`${answer.status} ${answer.body}`);
          }
        }
      }
    }),
  );
  buying.rushMs += performance.now() - rushStarted;
  buying.rushes += 1;
  // Let the probe see the last holds (a few seconds at most), then free the hall for the next rush.
  const waitUntil = performance.now() + 3000;
  while (awaiting.size > 0 && performance.now() < waitUntil) await sleep(20);
  unseen += awaiting.size;
  awaiting.clear();
  for (let i = 0; i < holders.length; i += buyerConnections.length)
    await Promise.all(
      holders.slice(i, i + buyerConnections.length).map(async (session, j) => {
        const connection = buyerConnections[j];
        const answer = await connection?.request('/api/v1/cart/clear', session.headers, '{}');
        if (answer && answer.status !== 200) throw new Error(`POST /cart/clear answered ${answer.status}`);
      }),
    );
  const emptyBy = performance.now() + 5000;
  while (heldNow.length > 0 && performance.now() < emptyBy) await sleep(20);
}

async function buyers(): Promise<void> {
  await sleep(plan.warmupSeconds * 1000);
  const connections = Array.from({ length: plan.buyers }, (_, index) => connectTo(index));
  try {
    while (performance.now() < stopAt - 2000) await rush(connections);
  } finally {
    for (const connection of connections) connection.close();
  }
}

const viewerLoops =
  plan.viewers > 0 ? Array.from({ length: plan.connections }, (_, i) => viewerConnection(i)) : [];
const probeLoop = probe();
await Promise.all([...viewerLoops, buyers()]);
probing = false;
await probeLoop;

const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
const result: OnsaleResult = {
  seconds: Number(seconds.toFixed(2)),
  status: {
    offeredPerSecond: Math.round(perMs * 1000),
    answers: viewing.answers,
    answersPerSecond: Math.round(viewing.answers / plan.seconds),
    errors: viewing.errors,
    errorSamples: viewing.errorSamples,
    latencyMs: percentiles(viewing.latency),
    lateMs: percentiles(viewing.late),
  },
  holds: {
    rushes: buying.rushes,
    rushSeconds: Number((buying.rushMs / 1000).toFixed(2)),
    granted: buying.granted,
    seatsGranted: buying.seatsGranted,
    refused: buying.refused,
    errors: buying.errors,
    errorSamples: buying.errorSamples,
    perSecond: buying.rushMs > 0 ? Math.round(buying.granted / (buying.rushMs / 1000)) : 0,
    latencyMs: percentiles(buying.latency),
  },
  freshness: { seen: freshness.length, unseen, ms: percentiles(freshness) },
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
console.log(JSON.stringify(result));
