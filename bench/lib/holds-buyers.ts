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
// The client is node:http over kept-alive connections (one per buyer at most), not fetch: this
// process shares the two cores with the API and PostgreSQL, and fetch's web streams cost it a whole
// core at 300 requests a second (--cpu-prof, docs/performance.md), as no real load generator would.
import { readFile } from 'node:fs/promises';
import http from 'node:http';

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

const agent = new http.Agent({ keepAlive: true, maxSockets: plan.buyers });

type Answer = { status: number; cookies: string[]; body: string };

/** One request over the kept-alive agent; the whole answer body as text. */
function call(url: string, headers: http.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function startSession(api: string): Promise<{ cookie: string; csrf: string }> {
  const answer = await call(`${api}/account/csrf`, {});
  const { csrf } = JSON.parse(answer.body) as { csrf: string };
  result.sessions += 1;
  return { cookie: answer.cookies.map((cookie) => cookie.split(';', 1)[0]).join('; '), csrf };
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
      const payload = JSON.stringify({ event: plan.eventId, places: seats });
      const response = await call(
        `${api}/cart/add`,
        {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': 'ru',
          cookie: session.cookie,
          'x-csrftoken': session.csrf,
        },
        payload,
      );
      const body = JSON.parse(response.body) as { places?: number[] };
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
agent.destroy();
console.log(JSON.stringify(result));
