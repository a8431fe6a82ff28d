// Owns running CPU-heavy jobs (the ticket PDFs) on a few worker threads, so a burst of them never holds the event
// loop that answers every other request. A fixed number of threads, started when first needed, each doing one job at
// a time; jobs beyond them wait in a bounded queue, and past that bound `run` refuses at once (PoolBusyError: the
// caller answers 503) instead of letting the wait grow without end. A thread that dies fails its job and is replaced
// on the next one. The job's side of the thread is lib/worker-pool-thread.ts.
import { Worker } from 'node:worker_threads';

/** Every thread is busy and the queue is full. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

export type WorkerPool<TInput, TOutput> = {
  run(input: TInput): Promise<TOutput>;
  /** Jobs waiting for a thread. */
  readonly queued: number;
  /** Ends the threads; waiting jobs fail. */
  close(): Promise<void>;
};

/** The messages between the pool and a thread. */
export type JobMessage<TInput> = { id: number; input: TInput };
export type ResultMessage<TOutput> =
  | { id: number; ok: true; output: TOutput }
  | { id: number; ok: false; message: string };

type Job<TInput, TOutput> = {
  id: number;
  input: TInput;
  resolve(output: TOutput): void;
  reject(error: Error): void;
};

type Thread<TInput, TOutput> = { worker: Worker; job: Job<TInput, TOutput> | null };

export function createWorkerPool<TInput, TOutput>(options: {
  /** The thread's entry module (it calls serveJobs of lib/worker-pool-thread.ts). */
  file: URL;
  threads: number;
  /** Jobs that may wait for a thread; one more is refused. */
  maxQueued: number;
}): WorkerPool<TInput, TOutput> {
  const threads = new Set<Thread<TInput, TOutput>>();
  const queue: Job<TInput, TOutput>[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread<TInput, TOutput> {
    const thread: Thread<TInput, TOutput> = { worker: new Worker(options.file), job: null };
    const fail = (error: Error) => {
      threads.delete(thread);
      thread.job?.reject(error);
      thread.job = null;
      // A thread that died is replaced by the next job that needs one.
      if (!closed) dispatch();
    };
    thread.worker.on('message', (message: ResultMessage<TOutput>) => {
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      thread.job = null;
      if (message.ok) job.resolve(message.output);
      else job.reject(new Error(message.message));
      dispatch();
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`worker thread stopped (exit code ${code})`)));
    threads.add(thread);
    return thread;
  }

  /** Gives waiting jobs to idle threads, starting threads up to the number allowed. */
  function dispatch() {
    while (queue.length > 0) {
      let idle = [...threads].find((thread) => thread.job === null);
      if (!idle && threads.size < options.threads) idle = start();
      if (!idle) return;
      const job = queue.shift() as Job<TInput, TOutput>;
      idle.job = job;
      idle.worker.ref();
      idle.worker.postMessage({ id: job.id, input: job.input } satisfies JobMessage<TInput>);
    }
    // Idle threads do not keep the process alive.
    for (const thread of threads) if (thread.job === null) thread.worker.unref();
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      const busy = [...threads].filter((thread) => thread.job !== null).length;
      if (busy >= options.threads && queue.length >= options.maxQueued) {
        return Promise.reject(new PoolBusyError('every worker thread is busy and the queue is full'));
      }
      return new Promise<TOutput>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    get queued() {
      return queue.length;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the worker pool is closed'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
      threads.clear();
    },
  };
}
