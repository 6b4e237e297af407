import { validationMessage } from '@ccms/contract/validation-messages';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule that validates a field with a contract schema, so the form shows the same
 * (Turkish) messages the server answers with: the contract's own texts, else the wording that
 * names the field ('Ad (name) en fazla 100 karakter olabilir.'). `message` replaces both.
 */
export function zodRule(schema: z.ZodType, message?: string): FormRule {
  return {
    validator: async (rule, value: unknown) => {
      // antd names the field by its path joined with dots (`user.name`).
      const field = (rule as { field?: string }).field;
      const fieldPath = field ? field.split('.') : [];
      const result = schema.safeParse(value, {
        error: (issue) =>
          validationMessage({ ...issue, path: [...fieldPath, ...(issue.path ?? [])] }),
      });
      if (result.success) return;
      throw new Error(message ?? result.error.issues[0]?.message);
    },
  };
}
