import { z } from 'zod';

/** GET /api/check */
export const ZHealth = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  version: z.string(),
  database: z.enum(['up', 'down']),
});
export type THealth = z.infer<typeof ZHealth>;
