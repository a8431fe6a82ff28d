// Owns where the sandbox bank's outbox lives: the table sandbox_notifications, with the SQL of lib/outbox.repository.ts.
import type { Db } from '@afisha/db';
import {
  createOutboxRepository,
  type OutboxMessage,
  type OutboxRepository,
} from '../../../lib/outbox.repository.ts';

export type ClaimedNotification = OutboxMessage;
export type SandboxOutboxRepository = OutboxRepository;

export const createSandboxOutboxRepository = (db: Db): SandboxOutboxRepository =>
  createOutboxRepository(db, 'sandbox_notifications');
