// The settings of running several API processes on one database (docs/operations.md "Several API processes"): the
// pool size, named prepared statements behind a pooler, which processes run the background jobs, and the shared
// SESSION_SECRET that production must be given.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: several API processes', () => {
  it('holds 10 connections with named statements and runs the jobs by default', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ poolMax: 10, preparedStatements: true });
    expect(config.runJobs).toBe(true);
  });

  it('reads DB_POOL_MAX, DB_PREPARED_STATEMENTS and RUN_JOBS', () => {
    const config = loadConfig({ DB_POOL_MAX: '40', DB_PREPARED_STATEMENTS: 'off', RUN_JOBS: 'off' });
    expect(config.database).toEqual({ poolMax: 40, preparedStatements: false });
    expect(config.runJobs).toBe(false);
    expect(loadConfig({ RUN_JOBS: 'on', DB_PREPARED_STATEMENTS: '' }).database.preparedStatements).toBe(true);
  });

  it.each([
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX'],
    [{ DB_POOL_MAX: 'lots' }, 'DB_POOL_MAX'],
    [{ DB_POOL_MAX: '2.5' }, 'DB_POOL_MAX'],
    [{ DB_PREPARED_STATEMENTS: 'sometimes' }, 'DB_PREPARED_STATEMENTS'],
    [{ RUN_JOBS: 'maybe' }, 'RUN_JOBS'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('refuses to start in production without SESSION_SECRET, saying every API process needs the same one', () => {
    const production = { NODE_ENV: 'production', SANDBOX_PAYMENTS: 'on' };
    expect(() => loadConfig(production)).toThrow(
      /SESSION_SECRET is required[\s\S]*the same one to every API process/,
    );
    expect(loadConfig({ ...production, SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
  });
});
