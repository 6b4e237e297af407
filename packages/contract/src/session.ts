import { z } from 'zod';
import { PERMISSIONS } from './permissions.ts';

export const ZUserRoleInStore = z.object({
  id: z.string().uuid(),
  roleId: z.string().uuid(),
  roleName: z.string(),
  roleType: z.number().int(),
  storeId: z.string().uuid(),
  storeName: z.string(),
  storeType: z.number().int(),
});
export type TUserRoleInStore = z.infer<typeof ZUserRoleInStore>;

export const ZCurrentUser = z.object({
  id: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  userType: z.number().int(),
  ccmsIdent: z.string().nullable(),
  positionIdent: z.string().nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** POST /api/session/GetCurrentLoginInformation */
export const ZCurrentLoginInformation = z.object({
  user: ZCurrentUser,
  rolesInStores: z.array(ZUserRoleInStore),
  permission: z.object({ grantedPermissions: z.array(z.enum(PERMISSIONS)) }),
});
export type TCurrentLoginInformation = z.infer<typeof ZCurrentLoginInformation>;
