// A visitor of the cluster: plain HTTP requests from a loopback address of the spec's choosing (127.0.0.N, so each
// spec is a client network of its own for the API's limits), with its cookies kept across every origin it talks to
// (the balancer, or one API or web process directly, as the processes share sessions through the database).
import { request as httpRequest } from 'node:http';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type Visitor = {
  /** A request to `origin` + `path`, with the visitor's cookies; a JSON body goes with the CSRF token once known. */
  send(
    origin: string,
    method: 'GET' | 'POST',
    path: string,
    options?: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** GET /api/v1/account/csrf through `origin`: the session cookie and the token later POSTs carry. */
  csrf(origin: string): Promise<string>;
  /** POST a JSON body to the API (path below /api/v1) through `origin`, with the CSRF token. */
  post(origin: string, path: string, json: unknown): Promise<Answer>;
  get(origin: string, path: string): Promise<Answer>;
};

export const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

export function visitorAt(localAddress: string): Visitor {
  const cookies = new Map<string, string>();
  let token: string | null = null;
  const visitor: Visitor = {
    send(origin, method, path, options = {}) {
      const url = new URL(path, origin);
      const body =
        options.json !== undefined
          ? JSON.stringify(options.json)
          : options.form
            ? new URLSearchParams(options.form).toString()
            : undefined;
      const headers: Record<string, string> = {
        accept: options.json !== undefined ? 'application/json' : '*/*',
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(token && method === 'POST' ? { 'x-csrftoken': token } : {}),
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...options.headers,
      };
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            localAddress,
            method,
            path: `${url.pathname}${url.search}`,
            headers,
            // A fresh connection for every request: the balancer picks a server per request either way, and a spec
            // that restarts a process is not failed by a socket that process closed.
            agent: false,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () => {
              for (const line of incoming.headers['set-cookie'] ?? []) {
                const [pair = ''] = line.split(';');
                const at = pair.indexOf('=');
                if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
              }
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              });
            });
            incoming.on('error', reject);
          },
        );
        outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    async csrf(origin) {
      const answer = await visitor.send(origin, 'GET', '/api/v1/account/csrf');
      if (answer.status !== 200)
        throw new Error(`GET /account/csrf answered ${answer.status}: ${answer.body}`);
      token = json<{ csrf: string }>(answer).csrf;
      return token;
    },
    post: (origin, path, body) => visitor.send(origin, 'POST', `/api/v1${path}`, { json: body }),
    get: (origin, path) => visitor.send(origin, 'GET', `/api/v1${path}`),
  };
  return visitor;
}
