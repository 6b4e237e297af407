import { z } from 'zod';

/**
 * users/getUsersPage (docs/domain.md §10 Users): contains name, surname, emailAddress; equals
 * userType.
 */
export const USER_PAGE_FILTERS = {
  name: 'contains',
  surname: 'contains',
  emailAddress: 'contains',
  userType: 'equal',
  isActive: 'equal',
} as const;
export const USER_PAGE_SORTABLE = ['name', 'surname', 'emailAddress', 'userType'] as const;

export const ZUserRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  /** 1 retailer, 0 call-centre partner. */
  userType: z.number().int(),
  isActive: z.boolean(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

/**
 * What the users administration may filter and sort on; without it (docs/domain.md §14.4 Staff
 * list) getUsersPage takes only the names, so e-mail, type and state cannot be probed.
 */
export const USER_PAGE_NAME_FIELDS = ['name', 'surname'] as const;

/**
 * A row of users/getUsersPage: whole for the users administration, names only (the other fields
 * absent) for everyone else.
 */
export const ZUserPageRow = ZUserRow.partial({
  emailAddress: true,
  userType: true,
  isActive: true,
});
export type TUserPageRow = z.infer<typeof ZUserPageRow>;
