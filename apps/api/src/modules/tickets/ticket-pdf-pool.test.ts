// The ticket PDF pool on real worker threads: it renders what the renderer renders in this thread, keeps the event
// loop free while it does (the control: the same PDFs rendered here hold it), refuses past its queue with 503, and
// ends its threads and waiting jobs on close.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { renderTicketsPdf, SAMPLE_TICKET, type TicketsPdfInput } from './ticket-pdf.ts';
import { createTicketPdfPool } from './ticket-pdf-pool.ts';

/** An order of four tickets: a few hundred milliseconds of rendering. */
const ORDER: TicketsPdfInput = {
  orderNumber: 'ABC-DEFGH',
  locale: 'ru',
  siteName: 'Афиша',
  tickets: ['1', '2', '3', '4'].map((seat) => ({ ...SAMPLE_TICKET, seat, holder: 'Анна Петрова' })),
};

const pools: { close(): Promise<void> }[] = [];
function pool(options: { threads: number; maxQueued: number }) {
  const created = createTicketPdfPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

/** The longest the event loop was held (ms) while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
}

describe('createTicketPdfPool', () => {
  it('renders on a worker thread the PDF this thread would render', async () => {
    const { render } = pool({ threads: 1, maxQueued: 5 });
    const [there, here] = await Promise.all([render(ORDER), renderTicketsPdf(ORDER)]);
    expect(Buffer.isBuffer(there)).toBe(true);
    expect(there.subarray(0, 5).toString()).toBe('%PDF-');
    // The same document but for its creation time and its fonts' random subset tags: four pages, the same size.
    const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;
    expect(pages(there)).toBe(4);
    expect(pages(here)).toBe(4);
    expect(there.length).toBe(here.length);
  }, 30_000);

  it('keeps the event loop free while it renders; rendering here holds it (control)', async () => {
    const { render } = pool({ threads: 1, maxQueued: 5 });
    await render(ORDER); // the thread started and warmed up, as the in-thread renderer is below
    await renderTicketsPdf(ORDER);
    const here = await longestStall(() => Promise.all([1, 2, 3].map(() => renderTicketsPdf(ORDER))));
    const there = await longestStall(() => Promise.all([1, 2, 3].map(() => render(ORDER))));
    expect(here).toBeGreaterThan(60);
    expect(there).toBeLessThan(here / 2);
  }, 60_000);

  it('refuses a job past the queue with 503, and still renders the others', async () => {
    const { render } = pool({ threads: 1, maxQueued: 1 });
    const results = await Promise.allSettled([render(ORDER), render(ORDER), render(ORDER)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'service_unavailable', status: 503 });
    // Once the queue has room again, jobs go through.
    expect((await render(ORDER)).length).toBeGreaterThan(1000);
  }, 60_000);

  it('fails the jobs still waiting when closed', async () => {
    const created = createTicketPdfPool({ threads: 1, maxQueued: 5 });
    const running = expect(created.render(ORDER)).rejects.toThrow();
    const waiting = expect(created.render(ORDER)).rejects.toThrow(/closed/);
    await created.close();
    await Promise.all([running, waiting]);
  }, 30_000);
});
