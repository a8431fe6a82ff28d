// A visitor at an address of our choosing: HTTP requests to the site from 127.0.0.N (any of the loopback block),
// so a spec can play clients other than the browser's 127.0.0.1, with whatever headers a hostile one would send.
import { request as httpRequest } from 'node:http';
import { webUrl } from './servers';

export type VisitorAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export type Visitor = {
  /** A request to the site (path from the root), with the visitor's cookies; the answer's cookies are kept. */
  send(
    method: 'GET' | 'POST',
    path: string,
    options?: { headers?: Record<string, string>; json?: unknown },
  ): Promise<VisitorAnswer>;
};

export function visitorAt(localAddress: string): Visitor {
  const site = new URL(webUrl);
  const cookies = new Map<string, string>();
  return {
    send(method, path, options = {}) {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...options.headers,
      };
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          { host: site.hostname, port: site.port, localAddress, method, path, headers },
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
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}
