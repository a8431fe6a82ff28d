// Owns the healthcheck contract used by load balancers and the start script.
import { z } from 'zod';

export const ZHealthStatus = z.enum(['ok', 'error']);

export const ZHealth = z.object({ status: ZHealthStatus, db: ZHealthStatus });
export type THealth = z.infer<typeof ZHealth>;
