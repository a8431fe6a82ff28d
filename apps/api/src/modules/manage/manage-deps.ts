// Owns what the back office's routes are built from: the shared parts of the app they need. Each area of the back
// office (`manage/<area>/`) is a Fastify plugin taking these, listed once in manage.routes.ts.
import type { Db } from '@afisha/db';
import type { MediaStore } from '@afisha/db/media/media-store';
import type { ChangePublisher } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';

export type ManageDeps = {
  db: Db;
  clock: Clock;
  /** Tells every API process (and, with Redis, every web process) what changed, after the change commits. */
  changes: ChangePublisher;
  media: MediaStore;
};
