// Owns work that must wait until the answer has gone: `request.afterResponse(job)` runs `job` once the response
// is sent (Fastify's onResponse), so nothing the job does — reading an account, writing a token, queueing a mail —
// can show in the answer's timing. The password reset, the resent sign-up link and the sign-up use it: the
// answer is the same, in the same time, whether or not the address has an account (issue 18). Failures are
// logged with the route (never seen by the client, already answered); the app waits for jobs in flight when it
// closes, before the database goes.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Job = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs `job` after the answer to this request has been sent. */
    afterResponse(job: Job): void;
  }
}

const kJobs = Symbol('afterResponseJobs');
type WithJobs = FastifyRequest & { [kJobs]: Job[] | null };

export const afterResponsePlugin = fp(
  async (app) => {
    const inFlight = new Set<Promise<void>>();
    app.decorateRequest(kJobs, null);
    app.decorateRequest('afterResponse', function (this: FastifyRequest, job: Job) {
      const request = this as WithJobs;
      request[kJobs] ??= [];
      request[kJobs].push(job);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      for (const job of (request as WithJobs)[kJobs] ?? []) {
        const running: Promise<void> = job()
          .catch((error: unknown) =>
            // Which route's work failed (the answer is long gone; the request id ties it to the request log).
            request.log.error(
              { err: error, route: request.routeOptions.url },
              'work after the answer failed',
            ),
          )
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      done();
    });
    app.addHook('onClose', async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'after-response' },
);
