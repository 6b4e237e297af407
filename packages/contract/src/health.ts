import { z } from 'zod';

/**
 * GET /api/check and /api/check/ready: the instance's state, its database and its file store
 * (local disk or the object store) reported apart. `draining`: the instance is shutting down
 * and finishes what it has, so a proxy sends new work elsewhere.
 */
export const ZHealth = z.object({
  status: z.enum(['healthy', 'unhealthy', 'draining']),
  version: z.string(),
  database: z.enum(['up', 'down']),
  files: z.enum(['up', 'down']),
});
export type THealth = z.infer<typeof ZHealth>;

/** GET /api/check/live: the process answers; nothing else is looked at. */
export const ZLiveness = z.object({ status: z.literal('alive'), version: z.string() });
export type TLiveness = z.infer<typeof ZLiveness>;
