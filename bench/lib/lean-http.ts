// A minimal HTTP/1.1 client over one kept-alive TCP connection, for load generators that share the
// machine with the server under test (bench/lib/holds-buyers.ts). A load generator should cost the
// machine little next to what it measures; node:http's agent, parser and streams cost a buyer about
// as much CPU as the API spends answering it (docs/performance.md, Holds). This one writes each
// request as one string, reads the status line, Content-Length and Set-Cookie of the answer and
// nothing else, and serves one request at a time per connection (no pipelining).
//
// It understands exactly what the bench's server sends: answers with a Content-Length body. Anything
// else (chunked encoding, a closed connection mid-answer, a malformed head) rejects loudly rather
// than measuring something wrong.
import net from 'node:net';

export type LeanAnswer = { status: number; setCookies: string[]; body: string };

const HEAD_END = Buffer.from('\r\n\r\n');

export class LeanConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (answer: LeanAnswer) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends `GET path` or, with a body, `POST path`; headers are "Name: value" lines without CRLF. */
  request(path: string, headers: readonly string[], body?: string): Promise<LeanAnswer> {
    if (this.pending) return Promise.reject(new Error('lean-http: one request at a time per connection'));
    const socket = this.socket ?? this.connect();
    const lines = [
      `${body === undefined ? 'GET' : 'POST'} ${path} HTTP/1.1`,
      `Host: ${this.host}:${this.port}`,
      ...headers,
    ];
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const text = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(text);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.tryComplete();
    });
    const fail = (error: Error) => {
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('lean-http: connection closed before the answer')));
    this.socket = socket;
    return socket;
  }

  private tryComplete(): void {
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const lines = head.split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(lines[0] ?? '')?.[1]);
    let length = -1;
    const setCookies: string[] = [];
    for (let i = 1; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      if (name === 'content-length') length = Number(line.slice(colon + 1));
      else if (name === 'set-cookie') setCookies.push(line.slice(colon + 1).trim());
      else if (name === 'transfer-encoding') length = Number.NaN;
    }
    const pending = this.pending;
    if (!Number.isInteger(status) || !Number.isInteger(length) || length < 0) {
      this.pending = null;
      this.close();
      pending?.reject(new Error(`lean-http: an answer it cannot read: ${lines.slice(0, 3).join(' | ')}`));
      return;
    }
    const bodyStart = headEnd + HEAD_END.length;
    if (this.buffer.length < bodyStart + length) return;
    const body = this.buffer.toString('utf8', bodyStart, bodyStart + length);
    this.buffer = this.buffer.subarray(bodyStart + length);
    this.pending = null;
    pending?.resolve({ status, setCookies, body });
  }
}
