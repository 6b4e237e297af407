// The users module's face for other modules and the sign-in provider (docs/architecture.md).
export { assertAdminRemains, requireAdminToTouch } from './admin-guard.ts';
export {
  countHoldersOfRole,
  listHoldersOfRole,
  listStoreRoleHolders,
} from './holders-service.ts';
export {
  findPasswordLinkHolder,
  MIN_PASSWORD_LENGTH,
  setPasswordWithLink,
} from './password-links-service.ts';
