// Where the cluster of the cluster tier listens: every port is CLUSTER_PORT_BASE (5700 by default) plus a fixed
// offset, every address a loopback one. One place that names them, read by the harness that starts the processes and
// by the specs that address them one by one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 5700);
if (!Number.isInteger(base) || base < 1024 || base > 65_000)
  throw new Error(
    `CLUSTER_PORT_BASE must be a port number (1024–65000), not ${process.env.CLUSTER_PORT_BASE}`,
  );

export const ports = {
  /** HAProxy's frontend: `/api/*` and `/media/*` to the API processes, everything else to the web processes. */
  balancer: base,
  /** HAProxy's statistics page (servers up or down). */
  stats: base + 1,
  api: [base + 10, base + 11] as const,
  web: [base + 20, base + 21] as const,
  /** The cluster's own redis-server, started and thrown away with it. */
  redis: base + 30,
  /** The S3-compatible server standing in for the object store (MinIO, Yandex Object Storage, AWS S3). */
  s3: base + 40,
};

const local = (port: number) => `http://127.0.0.1:${port}`;
export const balancerUrl = local(ports.balancer);
export const apiUrls = ports.api.map(local);
export const webUrls = ports.web.map(local);
export const redisUrl = `redis://127.0.0.1:${ports.redis}`;

export const clusterRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(clusterRoot, '../..');
/** Logs, the HAProxy configuration, the mail outbox, the media folders and the state file of a run. */
export const artifactsDir = path.resolve(clusterRoot, '../.artifacts/cluster');
export const outboxDir = path.join(artifactsDir, 'outbox');
export const stateFile = path.join(artifactsDir, 'state.json');
