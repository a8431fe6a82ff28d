// Starts and stops the cluster of the cluster tier, as docs/scaling.md lays it out on one machine: a redis-server of
// its own, a fresh PostgreSQL database (migrated and seeded once), two API processes and two web processes from one
// build, and HAProxy in front. Each API process plays a machine of its own: its own media folder (only the first is
// seeded, as only the machine that made a file has it on disk), every other setting shared as the doc says it must be.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clusterDatabaseUrl, dropClusterDatabase, recreateClusterDatabase } from './database';
import { haproxyConfig } from './haproxy';
import { restartProcess, runToEnd, startProcess, stopAll } from './processes';
import {
  apiUrls,
  artifactsDir,
  balancerUrl,
  outboxDir,
  ports,
  redisUrl,
  repoRoot,
  webUrls,
} from './topology';

/** Secrets every process of the cluster shares (docs/scaling.md: they must match), new for every run. */
const secrets = () => ({
  SESSION_SECRET: randomBytes(48).toString('base64url'),
  INTERNAL_API_SECRET: randomBytes(24).toString('base64url'),
  REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
});

/** The secret of POST /revalidate, for the web-cache spec (the state file keeps it for the workers). */
export const revalidateSecretFile = path.join(artifactsDir, 'revalidate-secret');

export const apiName = (index: number) => `api${index + 1}`;
const mediaDirOf = (index: number) => path.join(artifactsDir, 'media', `machine-${index + 1}`);

function apiEnv(index: number, shared: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    ...shared,
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api[index]),
    DATABASE_URL: clusterDatabaseUrl(),
    REDIS_URL: redisUrl,
    MEDIA_DIR: mediaDirOf(index),
    // One mail server for the cluster: every process "sends" into the same outbox folder.
    MAIL_OUTBOX_DIR: outboxDir,
    // The links of mails and the sandbox bank's pages are on the balancer's address, as a site's are on its domain;
    // the sandbox bank's notifications reach whichever API process the balancer picks.
    PUBLIC_SITE_URL: balancerUrl,
    API_INTERNAL_URL: balancerUrl,
    // The balancer and the web processes are the trusted hops in front of the API.
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'false',
    SANDBOX_PAYMENTS: 'on',
    LOG_LEVEL: 'warn',
    // Every spec's client is one of a few loopback addresses: the per-network hoarding limits are not the subject.
    HOLD_SHARE_PER_ADDRESS_PERCENT: '0',
    HOLD_NEW_CARTS_PER_ADDRESS: '0',
    // The catalogue caches as in production (5 s): the waiting-list race needs them to be what it is.
    CATALOGUE_CACHE_SECONDS: '5',
    // The sweeps (released holds, waiting-list offers) run on the first process only, every second, so the offer of
    // the waiting-list spec is always made by a process other than the one the intruder reaches.
    HOLD_SWEEP_SECONDS: index === 0 ? '1' : '0',
  };
}

function webEnv(index: number, shared: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    ...shared,
    NODE_ENV: 'production',
    WEB_PORT: String(ports.web[index]),
    WEB_HOST: '127.0.0.1',
    // Server components reach the API through the balancer, as a web machine would.
    API_INTERNAL_URL: balancerUrl,
    PUBLIC_SITE_URL: balancerUrl,
    WEB_TRUST_PROXY: '127.0.0.1',
    REDIS_URL: redisUrl,
    COOKIE_SECURE: 'false',
  };
}

/** Runs one start-up step and says how long it took (the tier has a time budget: docs/scaling.md, "Proof"). */
async function step(label: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await work();
  console.log(`cluster: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function startCluster(): Promise<void> {
  const webBuild = path.join(repoRoot, 'apps', 'web', '.next', 'BUILD_ID');
  if (!existsSync(webBuild))
    throw new Error(
      'The cluster tier runs the built web app: run `npm run build -w apps/web` (npm test does).',
    );
  await stopAll();
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(outboxDir, { recursive: true });
  const shared = secrets();
  writeFileSync(revalidateSecretFile, shared.REVALIDATE_SECRET, { mode: 0o600 });

  await step('redis-server', () =>
    startProcess('redis', {
      command: process.env.REDIS_SERVER_BIN ?? 'redis-server',
      args: ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      cwd: artifactsDir,
      env: process.env as Record<string, string>,
    }),
  );

  const first = apiEnv(0, shared);
  await step('database created, migrated and seeded', async () => {
    await recreateClusterDatabase();
    await runToEnd('npm', ['run', 'migrate', '-w', 'packages/db'], { cwd: repoRoot, env: first });
    await runToEnd('npm', ['run', 'seed', '-w', 'packages/db', '--', '--if-empty'], {
      cwd: repoRoot,
      env: first,
    });
  });

  for (const index of [0, 1]) mkdirSync(mediaDirOf(index), { recursive: true });
  await step('API processes', async () => {
    await Promise.all(
      [0, 1].map((index) =>
        startProcess(apiName(index), {
          command: 'npm',
          args: ['run', 'start', '-w', 'apps/api'],
          cwd: repoRoot,
          env: apiEnv(index, shared),
          readyUrl: `${apiUrls[index]}/api/v1/healthcheck`,
        }),
      ),
    );
  });
  const haproxyFile = path.join(artifactsDir, 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig());
  await step('HAProxy', () =>
    startProcess('haproxy', {
      command: process.env.HAPROXY_BIN ?? 'haproxy',
      args: ['-db', '-f', haproxyFile],
      cwd: artifactsDir,
      env: process.env as Record<string, string>,
      readyUrl: `${balancerUrl}/api/v1/healthcheck`,
    }),
  );
  await step('web processes', async () => {
    await Promise.all(
      [0, 1].map((index) =>
        startProcess(`web${index + 1}`, {
          command: 'node',
          args: ['scripts/serve.mjs'],
          cwd: path.join(repoRoot, 'apps', 'web'),
          env: webEnv(index, shared),
          readyUrl: `${webUrls[index]}/robots.txt`,
        }),
      ),
    );
  });
}

/** Restarts API process `index` (0 or 1) with its own settings, and waits until it serves again. */
export async function restartApi(index: number): Promise<void> {
  await restartProcess(apiName(index));
}

export async function stopCluster(): Promise<void> {
  await stopAll();
  if (process.env.CLUSTER_KEEP_DATABASE !== '1') await dropClusterDatabase();
}
