// Owns how we talk to a payment provider's HTTP API: one request with a timeout, repeated on a network error, a
// timeout, a 5xx, 409 (Stripe: the same key still in flight), 429 or 202 "processing" (YooKassa) with the SAME
// idempotency key, so the provider does the operation once however many times the request reaches it. Any other
// 4xx is final and becomes a ProviderError carrying the provider's own code. Nothing here knows a provider's body
// shapes beyond the `errorOf` reader each provider passes in.
import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from './payment-provider.ts';

export type ProviderHttpSettings = {
  /** Per attempt. */
  timeoutMs: number;
  /** Waits before the second, third… attempt; its length is the number of retries. */
  retryDelaysMs: readonly number[];
};

export type ProviderHttpOptions = ProviderHttpSettings & {
  /** For messages: `YooKassa`, `Stripe`. */
  name: string;
  /** Without a trailing slash: https://api.yookassa.ru/v3 */
  baseUrl: string;
  /** Authorization and the like, sent with every request. */
  headers: Readonly<Record<string, string>>;
  /** `Idempotence-Key` (YooKassa) or `Idempotency-Key` (Stripe). */
  idempotencyHeader: string;
  /** The provider's error body in our words. */
  errorOf(body: unknown): { code?: string; message?: string };
  /** How long a 202 "processing" answer asks us to wait (YooKassa's retry_after), if it is one. */
  processingDelayMs?(status: number, body: unknown): number | undefined;
};

export type ProviderRequest = {
  method: 'GET' | 'POST';
  /** With a leading slash, query string included. */
  path: string;
  json?: unknown;
  form?: URLSearchParams;
  idempotencyKey?: string;
};

const RETRY_STATUSES = new Set([409, 429]);
/** A processing answer is waited for at most this long per attempt, whatever it asks. */
const MAX_PROCESSING_WAIT_MS = 5_000;

export type ProviderHttp = {
  request<T = unknown>(request: ProviderRequest): Promise<T>;
};

export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  async function attempt(request: ProviderRequest) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = request.form.toString();
    }
    if (request.idempotencyKey) headers[options.idempotencyHeader] = request.idempotencyKey;
    const response = await fetch(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  }

  return {
    async request<T>(request: ProviderRequest): Promise<T> {
      let lastProblem = 'no answer';
      let lastStatus: number | undefined;
      for (let index = 0; index <= options.retryDelaysMs.length; index += 1) {
        if (index > 0) await sleep(options.retryDelaysMs[index - 1]);
        let answer: Awaited<ReturnType<typeof attempt>>;
        try {
          answer = await attempt(request);
        } catch (error) {
          // A timeout or a connection that failed: the provider may or may not have done it; the key decides.
          lastProblem = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
          lastStatus = undefined;
          continue;
        }
        const { status, body } = answer;
        const processing = options.processingDelayMs?.(status, body);
        if (processing !== undefined) {
          await sleep(Math.min(Math.max(processing, 0), MAX_PROCESSING_WAIT_MS));
          lastProblem = 'still processing';
          lastStatus = status;
          continue;
        }
        if (status >= 200 && status < 300 && body !== undefined) return body as T;
        const error = options.errorOf(body);
        lastStatus = status;
        lastProblem = `${status}${error.code ? ` ${error.code}` : ''}${error.message ? `: ${error.message}` : ''}`;
        if (status >= 500 || RETRY_STATUSES.has(status) || (status < 300 && body === undefined)) continue;
        throw new ProviderError(
          `${options.name} refused ${request.method} ${request.path}: ${lastProblem}`,
          status,
          error.code,
        );
      }
      throw new ProviderError(
        `${options.name} ${request.method} ${request.path} failed after ${options.retryDelaysMs.length + 1} attempts: ${lastProblem}`,
        lastStatus,
      );
    },
  };
}
