import { PERMISSIONS } from '@ccms/contract/permissions';
import type { CurrentUser } from './access.ts';

/**
 * The user the server acts as when nobody does (the 48-hour auto-close's activity and closing,
 * docs/domain.md §17). Its row is written by a migration; it is inactive, so it never signs in
 * and is never mailed.
 */
export const SYSTEM_USER_ID = '00000000-0000-4000-8000-000000000001';

/**
 * The caller of the operator's commands run on the server (`npm run admin:create`, `npm run
 * demo:remove`; docs/domain.md §16.1): whoever can run them holds the database, so every
 * permission; the audit log names the system user.
 */
export const SYSTEM_CALLER: CurrentUser = {
  id: SYSTEM_USER_ID,
  name: 'Sistem',
  surname: 'Otomatik',
  userName: 'sistem',
  emailAddress: 'sistem@ccms.invalid',
  userType: 1,
  ccmsIdent: null,
  positionIdent: null,
  permissions: new Set(PERMISSIONS),
  rolesInStores: [],
};
