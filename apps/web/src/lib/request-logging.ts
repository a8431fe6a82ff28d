// Owns what the web server's own request log may show (next.config.ts `logging`). Some addresses carry a secret in
// their query: the guest ticket page and its PDF (`/tickets/{number}?key=`, `/api/v1/tickets/…?key=`), the ticket
// holders' page opened from it (`?key=`), the password reset and confirmation links (`?token=`). Next.js offers no
// way to redact a logged URL, so such a request is not logged at all (`next dev` logs each request's address;
// `next start` logs none). The API logs the same requests with the values redacted (apps/api lib/log-redaction.ts).
import type { NextConfig } from 'next';

/** A query parameter whose value is a secret, anywhere in the query string (any case, percent-encoded or not). */
const SECRET_QUERY = /[?&](?:key|token|access_key|%6Bey|%74oken)=/i;

export const requestLogging: NextConfig['logging'] = {
  incomingRequests: { ignore: [SECRET_QUERY] },
};
