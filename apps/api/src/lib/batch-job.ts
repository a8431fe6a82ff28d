// Owns the timer of a housekeeping job in the API process that works in batches (the sign-in purge; the hold
// sweeper follows the same pattern): every `intervalMs` one run, which repeats its step while a step did a full
// batch of anything (at most MAX_BATCHES_PER_RUN in a row, then it waits for the next tick), and adds up what the
// steps counted. One run at a time; a failed run is logged and the next tick tries again; `stop` waits for a run
// in progress, so the database can close after it. An interval of 0 never starts the timer (tests run by hand).
// Which processes run their jobs at all is RUN_JOBS's (backgroundJobs below).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type BatchJob<Counts extends Record<string, number>> = {
  start(): void;
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
  /** One run now (drains full batches); resolves with what its steps counted. */
  runOnce(): Promise<Counts>;
  /**
   * One run that starts after this call: a run in progress may have read its clock before what the caller wants
   * done, so it is waited out (its failure too) and a run begins; resolves with what that run's steps counted.
   */
  runFresh(): Promise<Counts>;
};

/** Full batches in a row before a run yields to the next tick. */
export const MAX_BATCHES_PER_RUN = 20;

export function createBatchJob<Counts extends Record<string, number>>(deps: {
  /** For the log lines. */
  name: string;
  intervalMs: number;
  batch: number;
  /** One batch: at most `batch` of each thing it counts. */
  step: (batch: number) => Promise<Counts>;
  log: FastifyBaseLogger;
}): BatchJob<Counts> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Counts> | null = null;
  let stopped = true;

  async function drain(): Promise<Counts> {
    let total: Counts | null = null;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const counts = await deps.step(deps.batch);
      total = total ? add(total, counts) : counts;
      if (Object.values(counts).every((n) => n < deps.batch)) break;
    }
    if (total && Object.values(total).some((n) => n > 0))
      deps.log.debug({ ...total } as Record<string, number>, `${deps.name}: done`);
    return total as Counts;
  }

  function runOnce() {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          deps.log.warn({ err: error }, `${deps.name} failed; retrying at the next tick`),
        )
        .finally(schedule);
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped || deps.intervalMs <= 0) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
    async runFresh() {
      await running?.catch(() => undefined);
      // A run begun since (the timer, another caller) began after this call too: it is joined.
      return runOnce();
    },
  };
}

function add<Counts extends Record<string, number>>(a: Counts, b: Counts): Counts {
  const sum: Record<string, number> = { ...a };
  for (const [key, n] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + n;
  return sum as Counts;
}

/** A job with a timer of its own (a batch job, the sandbox bank's outbox). */
export type BackgroundJob = { start(): void; stop(): Promise<void> };

/** Runs `job` while `app` is up: started when the app is ready, stopped (and awaited) when it closes. */
export function runWhileUp(app: FastifyInstance, job: BackgroundJob): void {
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}

/**
 * This process's runWhileUp, from RUN_JOBS: on, every background job runs here; off, none starts its timer (other
 * processes of the same database run them: each job claims its rows in the database, so any number may). An
 * outbox's first attempt still happens at once where its message is queued; only the retries wait for a poller.
 */
export function backgroundJobs(app: FastifyInstance, enabled: boolean): typeof runWhileUp {
  app.addHook('onReady', async () => {
    app.log.info(
      enabled
        ? 'background jobs (hold sweeper, purges, outboxes) run in this process (RUN_JOBS=on)'
        : 'RUN_JOBS=off: no background jobs in this process; another process of this database must run them',
    );
  });
  return enabled ? runWhileUp : () => {};
}
