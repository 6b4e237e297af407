/**
 * What other modules and the embedded identity provider (idp/) may use of the organisation
 * (users, roles, units): who signs in, with their roles and permissions, and the one-time
 * password link; what the operator's commands and the sign-in pages need before anyone works
 * (the first administrator, whether one exists, whether the demo data is there). The
 * sub-modules' own faces (users/index.ts, roles/index.ts, stores/index.ts) serve each other
 * inside the module.
 */

export {
  createFirstAdministrator,
  type FirstAdministrator,
  isAdministratorPresent,
  isDemoDataPresent,
} from './first-admin/service.ts';
/** The imports of 'İçe Aktar' the organisation brings (docs/domain.md, Moving in). */
export { storesImportKind } from './stores/import-kind.ts';
export { usersImportKind } from './users/import-kind.ts';
export {
  type DemoUser,
  findActiveUserById,
  findPasswordLinkHolder,
  findUserByEmail,
  findUserWithPermissions,
  listDemoUsers,
  listRoleNamesOfUser,
  MIN_PASSWORD_LENGTH,
  setPasswordWithLink,
} from './users/index.ts';
