// The seeded catalogue as the specs need it: the sessions on sale, and the free seats of one (its plan's priced seats
// minus what its status says is held, sold or blocked), read through whichever origin the spec names.
import { json, type Visitor, visitorAt } from './client';

type Plan = {
  max_per_order: number;
  categories: { id: number; price: number | null }[];
  /** Seats as [id, x, y, label, category id]. */
  sections: { rows: { seats: [number, number, number, string, number][] }[] }[];
  zones: unknown[];
};
type Status = { held: number[]; sold: number[]; blocked: number[] };

const reader: Visitor = visitorAt('127.0.0.1');

async function read<T>(origin: string, path: string): Promise<T> {
  const answer = await reader.get(origin, path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body}`);
  return json<T>(answer);
}

/** Ids of the sessions on sale with seats and no general-admission zones, as /events lists them. */
export async function seatedSessionsOnSale(origin: string): Promise<number[]> {
  const { results } = await read<{ results: { id: number; sale_status: string }[] }>(
    origin,
    '/events?limit=100',
  );
  const seated: number[] = [];
  for (const { id } of results.filter((event) => event.sale_status === 'on_sale')) {
    const plan = await read<Plan>(origin, `/events/${id}/places/plan`);
    if (plan.zones.length === 0 && plan.sections.length > 0) seated.push(id);
    if (seated.length >= 6) break;
  }
  return seated;
}

/** The free priced seats of a session, in the plan's order, and how many one order may take. */
export async function freeSeats(
  origin: string,
  id: number,
): Promise<{ seats: number[]; maxPerOrder: number }> {
  const plan = await read<Plan>(origin, `/events/${id}/places/plan`);
  const status = await read<Status>(origin, `/events/${id}/places/status`);
  const priced = new Set(plan.categories.filter((c) => c.price !== null).map((c) => c.id));
  const taken = new Set([...status.held, ...status.sold, ...status.blocked]);
  const seats = plan.sections
    .flatMap((section) => section.rows.flatMap((row) => row.seats))
    .filter((seat) => priced.has(seat[4]) && !taken.has(seat[0]))
    .map((seat) => seat[0]);
  return { seats, maxPerOrder: plan.max_per_order };
}
