// The stores sub-module's face for its siblings: the first administrator's unit (first-admin/).
export { provideAdministratorUnit } from './first-unit-service.ts';
