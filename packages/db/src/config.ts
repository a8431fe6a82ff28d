// Owns the environment of the packages/db command-line tools (migrate, seed). The API parses its
// own configuration; this file is only for processes started from this package.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MediaStoreSettings, mediaStoreSettings } from './media/media-settings.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type DbCliConfig = {
  /** PostgreSQL URL; when absent the embedded PGlite in `${dataDir}/pglite` is used. */
  url: string | undefined;
  /**
   * Where the migrate and seed commands connect: DATABASE_MIGRATION_URL, a direct connection to PostgreSQL when the
   * API's DATABASE_URL goes through a pooler (docs/operations.md "PgBouncer"); else DATABASE_URL.
   */
  migrationUrl: string | undefined;
  dataDir: string;
  /** MEDIA_DIR, or the S3-compatible bucket of MEDIA_S3_*: the same settings as the API's (media/media-settings.ts). */
  media: MediaStoreSettings;
  /** The API's SESSION_SECRET: the seed derives the demo orders' ticket link keys from it (ticket-access-key.ts). */
  sessionSecret: string | undefined;
};

function postgresUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const url = env[name]?.trim() || undefined;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`${name} must be a postgres:// or postgresql:// URL, got "${url.split('@').pop()}"`);
  }
  return url;
}

export function loadDbCliConfig(env: NodeJS.ProcessEnv = process.env): DbCliConfig {
  const url = postgresUrl(env, 'DATABASE_URL');
  const migrationUrl = postgresUrl(env, 'DATABASE_MIGRATION_URL') ?? url;
  if (migrationUrl !== undefined && url === undefined) {
    throw new Error('DATABASE_MIGRATION_URL needs DATABASE_URL: without it the API uses the embedded PGlite');
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(repoRoot, '.data'));
  const mediaDir = path.resolve(env.MEDIA_DIR?.trim() || path.join(dataDir, 'media'));
  const media = mediaStoreSettings(env, mediaDir);
  return { url, migrationUrl, dataDir, media, sessionSecret: env.SESSION_SECRET || undefined };
}
