import { z } from 'zod';

/** A mail group as pickers offer it (the breakdown mail dialog's select). */
export const ZMailGroupOption = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isActive: z.boolean(),
});
export type TMailGroupOption = z.infer<typeof ZMailGroupOption>;
