// Owns the thread's side of lib/worker-pool.ts: answers each job posted to this worker thread with what `handle`
// made of it, or with its failure's message. A result's ArrayBuffers named by `transfer` move to the pool's thread
// instead of being copied.
import { parentPort } from 'node:worker_threads';
import type { JobMessage, ResultMessage } from './worker-pool.ts';

export function serveJobs<TInput, TOutput>(
  handle: (input: TInput) => Promise<TOutput>,
  transfer: (output: TOutput) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', async ({ id, input }: JobMessage<TInput>) => {
    try {
      const output = await handle(input);
      port.postMessage({ id, ok: true, output } satisfies ResultMessage<TOutput>, transfer(output));
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ id, ok: false, message } satisfies ResultMessage<TOutput>);
    }
  });
}
