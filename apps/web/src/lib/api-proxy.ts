// Where a browser request to same-origin /api/* or /media/* is forwarded: the same path on API_INTERNAL_URL.
// The target is computed per request (in proxy.ts) rather than as a next.config rewrite, because Next bakes config
// rewrites into the build; this way one build serves any API address given at start-up.
export const API_PROXY_PREFIXES = ['/api', '/media'] as const;

export function isApiProxyPath(pathname: string): boolean {
  return API_PROXY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function apiProxyTarget(apiBase: URL, pathname: string, search: string): URL {
  const target = new URL(apiBase.origin);
  target.pathname = `${apiBase.pathname.replace(/\/+$/, '')}${pathname}`;
  target.search = search;
  return target;
}
