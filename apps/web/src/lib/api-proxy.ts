// With which headers a request to same-origin /api/* or /media/* that reaches src/proxy.ts is forwarded to
// API_INTERNAL_URL (the path: scripts/api-forwarder.mjs). A visitor's requests are forwarded by serve.mjs before
// Next sees them (api-forwarder.mjs); what reaches proxy.ts is Next's own requests (the image optimizer) and, with
// `next start`, everyone's. The target is computed per request rather than as a next.config rewrite, because Next
// bakes config rewrites into the build; this way one build serves any API address given at start-up.
import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import { EDGE_HEADER } from '../../scripts/forwarding.mjs';

export type ProxyIdentity = {
  /** This process's edge token (scripts/serve.mjs); undefined when the site was started without serve.mjs. */
  edgeToken: string | undefined;
  /** INTERNAL_API_SECRET, for the requests Next makes to itself. */
  internalSecret: string | undefined;
};

/**
 * The headers a proxied request goes to the API with. A visitor never passes the internal secret on, nor the edge
 * mark. X-Forwarded-For is kept only when serve.mjs wrote it (the mark carries this process's token): it then ends
 * with the address the server saw. A request without the mark, behind serve.mjs, is Next's own (the image optimizer
 * fetching a /media original): the web server's call, with the secret. Without serve.mjs nothing forwarded is
 * believed: the API sees the web server's address for everyone (limited together, never exempt).
 */
export function proxiedRequestHeaders(
  incoming: Headers,
  { edgeToken, internalSecret }: ProxyIdentity,
): Headers {
  const headers = new Headers(incoming);
  const marked = edgeToken !== undefined && headers.get(EDGE_HEADER) === edgeToken;
  headers.delete(EDGE_HEADER);
  headers.delete(INTERNAL_SECRET_HEADER);
  if (marked) return headers;
  headers.delete('x-forwarded-for');
  if (edgeToken !== undefined && internalSecret) headers.set(INTERNAL_SECRET_HEADER, internalSecret);
  return headers;
}
