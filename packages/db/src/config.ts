// Owns the environment of the packages/db command-line tools (migrate, seed). The API parses its
// own configuration; this file is only for processes started from this package.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MediaStoreSettings, mediaStoreSettings } from './media/media-settings.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type DbCliConfig = {
  /** PostgreSQL URL; when absent the embedded PGlite in `${dataDir}/pglite` is used. */
  url: string | undefined;
  dataDir: string;
  /** MEDIA_DIR, or the S3-compatible bucket of MEDIA_S3_*: the same settings as the API's (media/media-settings.ts). */
  media: MediaStoreSettings;
  /** The API's SESSION_SECRET: the seed derives the demo orders' ticket link keys from it (ticket-access-key.ts). */
  sessionSecret: string | undefined;
};

export function loadDbCliConfig(env: NodeJS.ProcessEnv = process.env): DbCliConfig {
  const url = env.DATABASE_URL?.trim() || undefined;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${url.split('@').pop()}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(repoRoot, '.data'));
  const mediaDir = path.resolve(env.MEDIA_DIR?.trim() || path.join(dataDir, 'media'));
  const media = mediaStoreSettings(env, mediaDir);
  return { url, dataDir, media, sessionSecret: env.SESSION_SECRET || undefined };
}
