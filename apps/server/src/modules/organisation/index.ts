/**
 * What other modules and the embedded identity provider (idp/) may use of the organisation
 * (users, roles, units): who signs in, with their roles and permissions, and the one-time
 * password link. The sub-modules' own faces (users/index.ts) serve each other inside the module.
 */

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
