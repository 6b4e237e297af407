import { z } from 'zod';

/**
 * roles/list (docs/domain.md §14.4 Screens): `name` contains; `roleType` equal, or for the
 * store types notequal 4 and notequal 5. The rule set screen's flow picker and the roles screen
 * use it.
 */
export const ROLE_LIST_FILTERS = { name: 'contains', roleType: 'equal' } as const;
export const ROLE_LIST_SORTABLE = ['name', 'roleType'] as const;

/** A role (docs/domain.md §1 Role): roleType 1 store, 4 department, 5 call-centre partner. */
export const ZRoleRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  roleType: z.number().int(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;
