// The environment of the migrate and seed commands: they connect through DATABASE_MIGRATION_URL when it is set (a
// direct connection beside the API's pooled DATABASE_URL), else through DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { loadDbCliConfig } from '../src/config.js';

describe('loadDbCliConfig', () => {
  it('migrates through DATABASE_URL when no DATABASE_MIGRATION_URL is given', () => {
    const config = loadDbCliConfig({ DATABASE_URL: 'postgres://app@pooler:6432/afisha' });
    expect(config).toMatchObject({
      url: 'postgres://app@pooler:6432/afisha',
      migrationUrl: 'postgres://app@pooler:6432/afisha',
    });
    expect(loadDbCliConfig({}).migrationUrl).toBeUndefined();
  });

  it('migrates through DATABASE_MIGRATION_URL when given', () => {
    const config = loadDbCliConfig({
      DATABASE_URL: 'postgres://app@pooler:6432/afisha',
      DATABASE_MIGRATION_URL: 'postgresql://owner@db:5432/afisha',
    });
    expect(config.migrationUrl).toBe('postgresql://owner@db:5432/afisha');
    expect(config.url).toBe('postgres://app@pooler:6432/afisha');
  });

  it.each([
    [
      { DATABASE_URL: 'postgres://a@b/c', DATABASE_MIGRATION_URL: 'mysql://x@y/z' },
      /DATABASE_MIGRATION_URL must be/,
    ],
    [{ DATABASE_MIGRATION_URL: 'postgres://x@y/z' }, /DATABASE_MIGRATION_URL needs DATABASE_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadDbCliConfig(env)).toThrow(message);
  });
});
