// The users sub-module's face, for the organisation's other sub-modules and its own face
// (organisation/index.ts, what other modules and the sign-in provider use; docs/architecture.md).
export {
  assertAdminRemains,
  hasActiveAdministrator,
  permissionsBeyondCaller,
  requireAdminToTouch,
} from './admin-guard.ts';
export { type AdministratorUser, provideAdministratorUser } from './first-admin-user-service.ts';
export {
  countHoldersOfRole,
  listHoldersOfRole,
  listStoreRoleHolders,
} from './holders-service.ts';
export {
  findPasswordLinkHolder,
  issueOperatorPasswordLink,
  MIN_PASSWORD_LENGTH,
  setPasswordWithLink,
} from './password-links-service.ts';
export {
  type DemoUser,
  findActiveUserById,
  findUserByEmail,
  findUserWithPermissions,
  listDemoUsers,
  listRoleNamesOfUser,
} from './sign-in-service.ts';
