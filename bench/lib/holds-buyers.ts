// Runs one sell-out rush of the holds benchmark in a process of its own (the API under test keeps
// the other core): `buyers` visitors at once race over HTTP for the seats of one event until every
// seat is taken, and the result is printed as JSON on stdout.
//   tsx bench/lib/holds-buyers.ts plan.json   (a RushPlan)
//
// A buyer is a visitor: it starts a session (GET /account/csrf), then asks for a run of 1 to 4
// neighbouring seats among the best free ones it knows of (POST /cart/add) until one request is
// granted, and leaves; a new buyer takes its place. What buyers know is shared and a little late,
// like a seat map refreshed by polling: a seat is known taken once some answer said so (a 200 that
// got it, a 409 that named it). Everyone aims at the first `hot` free seats, so requests overlap
// heavily, as when a popular show opens.
//
// The client is lean-http.ts: one kept-alive connection per buyer slot (a new buyer reuses its
// predecessor's, as a browser pool would), requests written as one string, answers read for status,
// Content-Length and Set-Cookie only. This process shares the two cores with the API and PostgreSQL:
// fetch's web streams cost it a whole core at 300 requests a second, and node:http's agent and parser
// still about as much CPU per request as the API spends answering it (--cpu-prof and /proc CPU
// accounting, docs/performance.md), which no real load generator on its own machine would take.
import { readFile } from 'node:fs/promises';
import { LeanConnection } from './lean-http.ts';
import { type LeanSession, startLeanSession } from './lean-session.ts';
import { pickSeats } from './seat-picker.ts';

export type RushPlan = {
  /** API instances; buyer i talks to origins[i % n], as a balancer would spread visitors. */
  origins: string[];
  eventId: number;
  /** Seat ids in order of preference (best first); neighbours are adjacent. */
  seats: number[];
  buyers: number;
  hot: number;
  /** Stop after this long even if seats are left. */
  maxSeconds: number;
};

export type RushResult = {
  seconds: number;
  attempts: number;
  granted: number;
  seatsGranted: number;
  refused: number;
  /** Anything but 200 and 409 (must stay 0). */
  errors: number;
  errorSamples: string[];
  sessions: number;
  /** Latencies of POST /cart/add, ms, every attempt. */
  latencies: number[];
  /** Seat ids granted, by the answers: checked against the database afterwards. */
  grantedSeats: number[];
  /** CPU seconds this process used during the rush (its start-up left out). */
  cpuSeconds: number;
};

const plan = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as RushPlan;
const known = new Set<number>();
const result: RushResult = {
  seconds: 0,
  attempts: 0,
  granted: 0,
  seatsGranted: 0,
  refused: 0,
  errors: 0,
  errorSamples: [],
  sessions: 0,
  latencies: [],
  grantedSeats: [],
  cpuSeconds: 0,
};

const API = '/api/v1';

async function startSession(connection: LeanConnection): Promise<LeanSession> {
  const session = await startLeanSession(connection);
  result.sessions += 1;
  return session;
}

const pick = () => pickSeats(plan.seats, known, plan.hot);

const started = performance.now();
const cpuAtStart = process.cpuUsage();
const deadline = started + plan.maxSeconds * 1000;

async function buyer(index: number): Promise<void> {
  const origin = new URL(plan.origins[index % plan.origins.length] ?? '');
  const connection = new LeanConnection(origin.hostname, Number(origin.port));
  try {
    await buy(connection);
  } finally {
    connection.close();
  }
}

async function buy(connection: LeanConnection): Promise<void> {
  while (performance.now() < deadline) {
    const sessionHeaders = (await startSession(connection)).headers;
    for (;;) {
      const seats = pick();
      if (!seats || performance.now() >= deadline) return;
      const sent = performance.now();
      const payload = JSON.stringify({ event: plan.eventId, places: seats });
      const response = await connection.request(`${API}/cart/add`, sessionHeaders, payload);
      // A 200's body is the cart: the seats asked for are what it granted (checked in the database).
      const body = (response.status === 200 ? {} : JSON.parse(response.body)) as { places?: number[] };
      result.latencies.push(performance.now() - sent);
      result.attempts += 1;
      if (response.status === 200) {
        result.granted += 1;
        result.seatsGranted += seats.length;
        result.grantedSeats.push(...seats);
        for (const seat of seats) known.add(seat);
        break;
      }
      if (response.status === 409) {
        result.refused += 1;
        for (const seat of body.places ?? []) known.add(seat);
      } else {
        result.errors += 1;
        if (result.errorSamples.length < 5)
          result.errorSamples.push(`${response.status} ${JSON.stringify(body)}`);
      }
    }
  }
}

await Promise.all(Array.from({ length: plan.buyers }, (_, index) => buyer(index)));
result.seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(JSON.stringify(result));
