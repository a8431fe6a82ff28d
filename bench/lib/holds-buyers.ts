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
import { readFile } from 'node:fs/promises';

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
};

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

async function startSession(api: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${api}/account/csrf`);
  const { csrf } = (await response.json()) as { csrf: string };
  result.sessions += 1;
  return { cookie: cookiesOf(response), csrf };
}

/** A run of `size` seats starting at a random one of the first `hot` seats still believed free. */
function pick(): number[] | null {
  const free: number[] = [];
  for (const seat of plan.seats) {
    if (!known.has(seat)) free.push(seat);
    if (free.length >= plan.hot + 4) break;
  }
  if (free.length === 0) return null;
  const size = Math.min(free.length, 1 + Math.floor(Math.random() * 4));
  const start = Math.floor(Math.random() * Math.max(1, Math.min(plan.hot, free.length - size + 1)));
  return free.slice(start, start + size);
}

const started = performance.now();
const deadline = started + plan.maxSeconds * 1000;

async function buyer(index: number): Promise<void> {
  const api = `${plan.origins[index % plan.origins.length]}/api/v1`;
  while (performance.now() < deadline) {
    const session = await startSession(api);
    for (;;) {
      const seats = pick();
      if (!seats || performance.now() >= deadline) return;
      const sent = performance.now();
      const response = await fetch(`${api}/cart/add`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'ru',
          cookie: session.cookie,
          'x-csrftoken': session.csrf,
        },
        body: JSON.stringify({ event: plan.eventId, places: seats }),
      });
      const body = (await response.json()) as { places?: number[] };
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
console.log(JSON.stringify(result));
