// The roles sub-module's face for its siblings: the first administrator's role (first-admin/).
export { provideAdministratorRole } from './administrator-role-service.ts';
