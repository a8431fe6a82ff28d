// Starts and stops the cluster of the cluster tier, as docs/scaling.md lays it out on one machine: a redis-server of
// its own, an S3-compatible object store, a fresh PostgreSQL database (migrated and seeded once), two API processes
// and two web processes from one build (the API built to JavaScript, the web app by `next build`), and HAProxy in
// front. Each API process plays a machine of its own, with a media folder of its own that stays empty (media go to the
// bucket); every other setting is shared as the doc says it must be.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The object store: s3rver (npm, the API's test dependency) standing in for AWS S3, MinIO or Yandex Object Storage
 * (MinIO is not in Debian's packages). It speaks the S3 REST API and checks signatures with its fixed keys.
 */
const S3_BUCKET = 'afisha-media';
const s3Settings = {
  MEDIA_S3_BUCKET: S3_BUCKET,
  MEDIA_S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  MEDIA_S3_REGION: 'us-east-1',
  MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
  MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
};
const s3rverCli = () =>
  createRequire(path.join(repoRoot, 'apps', 'api', 'package.json')).resolve('s3rver/bin/s3rver.js');

function apiEnv(index: number, shared: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    ...shared,
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api[index]),
    DATABASE_URL: clusterDatabaseUrl(),
    REDIS_URL: redisUrl,
    ...s3Settings,
    MEDIA_DIR: mediaDirOf(index),
    // Five connections each: the cluster shares its PostgreSQL server with the rest of the suite.
    DB_POOL_MAX: '5',
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
    // Both processes run the background jobs (RUN_JOBS, the default: the payment spec counts on two outboxes), but the
    // hold sweeper, which also makes the waiting-list offers, runs on the first only, every second, so the offer of
    // the waiting-list spec is always made by the process the intruder does not reach.
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
  for (const [built, how] of [
    ['apps/web/.next/BUILD_ID', '`npm run build -w apps/web`'],
    ['apps/api/dist/server.mjs', '`npm run build -w apps/api`'],
    ['packages/db/dist/seed.mjs', '`node packages/db/scripts/build.mjs`'],
  ] as const) {
    if (!existsSync(path.join(repoRoot, built)))
      throw new Error(`The cluster tier runs the built apps: no ${built}; run ${how} (npm test does).`);
  }
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

  const s3Dir = path.join(artifactsDir, 's3');
  mkdirSync(s3Dir, { recursive: true });
  await step('object store (s3rver)', () =>
    startProcess('s3', {
      command: process.execPath,
      args: [
        s3rverCli(),
        '-d',
        s3Dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(ports.s3),
        '--silent',
        '--configure-bucket',
        S3_BUCKET,
      ],
      cwd: artifactsDir,
      env: process.env as Record<string, string>,
      // Without credentials the bucket's listing is refused, but an answer says the server is up.
      readyUrl: `${s3Settings.MEDIA_S3_ENDPOINT}/${S3_BUCKET}`,
      readyWhen: 'answers',
    }),
  );

  const first = apiEnv(0, shared);
  await step('database created, migrated and seeded (media into the bucket)', async () => {
    await recreateClusterDatabase();
    await runToEnd(process.execPath, ['packages/db/dist/migrate.mjs'], { cwd: repoRoot, env: first });
    await runToEnd(process.execPath, ['packages/db/dist/seed.mjs', '--if-empty'], {
      cwd: repoRoot,
      env: first,
    });
  });

  for (const index of [0, 1]) mkdirSync(mediaDirOf(index), { recursive: true });
  await step('API processes', async () => {
    await Promise.all(
      [0, 1].map((index) =>
        startProcess(apiName(index), {
          command: process.execPath,
          args: ['--enable-source-maps', 'apps/api/dist/server.mjs'],
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
