// `npm run seed` as a user runs it, on a fresh embedded database in a temporary DATA_DIR: it
// migrates and seeds, writes the images, skips with --if-empty, refuses a second plain run and
// rejects bad flags before touching the database. (Always PGlite: a CLI run is not isolated
// like createTestDatabase, so it must not touch the shared PostgreSQL of DATABASE_URL.)
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));

type Run = { code: number; stdout: string; stderr: string };

function seed(...args: string[]): Promise<Run> {
  return seedWith({}, ...args);
}

function seedWith(extra: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    ...extra,
  };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/seed.ts', ...args],
      { cwd: packageDir, env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('seed command', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rejects bad flags with the usage text, before opening the database', async () => {
    const bad = await seed('--scale', '0');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--scale must be a number/);
    expect(bad.stderr).toMatch(/Usage:/);
    const date = await seed('--today', '2025-02-30');
    expect(date.code).toBe(2);
    expect(date.stderr).toMatch(/Not a date/);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses half a bucket setting (the images would land on this machine only), before opening the database', async () => {
    const run = await seedWith({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/MEDIA_S3_ENDPOINT is set without MEDIA_S3_BUCKET/);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('migrates and seeds an empty database, then skips with --if-empty and refuses without it', async () => {
    const first = await seed('--today', '2025-03-10');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /Seeded the demo catalogue \(pglite\): seed 1, scale 1, sessions from 2025-03-10/,
    );
    expect(first.stdout).toMatch(/performances\s+2\d\d\b/);
    expect(first.stdout).toMatch(/Done in \d+\.\d s/);
    expect(readdirSync(path.join(dataDir, 'media', 'posters')).length).toBeGreaterThanOrEqual(200);
    expect(first.stdout).toMatch(/Images: \d+ files in the folder .+media \(this machine only\)/);

    const skipped = await seed('--if-empty');
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/seeding skipped/);

    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already has a catalogue/);
  }, 180_000);
});
