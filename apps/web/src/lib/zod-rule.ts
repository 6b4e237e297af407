import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule that validates a field with a contract schema, so the form shows the same
 * (Turkish) messages the server answers with. `message` replaces the schema's own message.
 */
export function zodRule(schema: z.ZodType, message?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      throw new Error(message ?? result.error.issues[0]?.message ?? 'Geçersiz değer');
    },
  };
}
