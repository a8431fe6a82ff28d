// The web server's request log (next dev) leaves out the addresses that carry a secret, as Next.js itself decides it.
import { ignoreLoggingIncomingRequests } from 'next/dist/server/dev/log-requests.js';
import { describe, expect, it } from 'vitest';
import { requestLogging } from './request-logging';

const ignored = (url: string) => ignoreLoggingIncomingRequests({ url } as never, requestLogging as never);

describe('requestLogging', () => {
  it('does not log a request whose address carries a ticket key or a mail token', () => {
    expect(ignored('/tickets/ABC-DEFGH?key=s3cr3t')).toBe(true);
    expect(ignored('/en/tickets/ABC-DEFGH?key=s3cr3t')).toBe(true);
    expect(ignored('/api/v1/tickets/ABC-DEFGH?format=pdf&KEY=s3cr3t')).toBe(true);
    expect(ignored('/ticket-holders?order=ABC-DEFGH&key=s3cr3t')).toBe(true);
    expect(ignored('/reset-password?token=s3cr3t')).toBe(true);
    expect(ignored('/x?%6Bey=s3cr3t')).toBe(true);
  });

  it('logs every other request', () => {
    expect(ignored('/events?city=moscow')).toBe(false);
    expect(ignored('/tickets/ABC-DEFGH')).toBe(false);
    expect(ignored('/search?q=keys&monkey=1')).toBe(false);
  });
});
