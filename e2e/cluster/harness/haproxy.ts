// The load balancer's configuration for the cluster tier: HAProxy (Debian's package) on loopback, `/api/*` and
// `/media/*` straight to the API processes, everything else to the web processes, round-robin, with health checks so
// a process that restarts is taken out and put back. docs/scaling.md shows the same file as the example to start from.
import { ports } from './topology';

const servers = (prefix: string, list: readonly number[]) =>
  list.map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port}`).join('\n');

export function haproxyConfig(): string {
  return `# Written by e2e/cluster/harness/haproxy.ts for the cluster tier (docs/scaling.md explains each line).
global
  log stdout format raw local0 notice
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  # The visitor's address for the API's limits: the API trusts X-Forwarded-For from this hop (TRUST_PROXY).
  option forwardfor
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # An idle visitor connection is closed after 4 s. Idle connections to the servers are purged after 3 s
  # (pool-purge-delay below), before the web server (5 s) or the API (72 s) would close them: no request goes out
  # on a socket the server is closing.
  timeout http-keep-alive 4s
  # A connection refused (a process restarting) is tried again on the other server: nothing was sent yet.
  retries 2
  retry-on conn-failure
  option redispatch 1

frontend site
  bind 127.0.0.1:${ports.balancer}
  acl to_api path_beg /api/ /media/
  use_backend api if to_api
  default_backend web

backend api
  balance roundrobin
  option httpchk GET /api/v1/healthcheck
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1 pool-purge-delay 3s
${servers('api', ports.api)}

backend web
  balance roundrobin
  default-server check inter 1s fall 2 rise 1 pool-purge-delay 3s
${servers('web', ports.web)}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
`;
}
