/** What the identity provider (idp/) uses of the sign-in records: writing one attempt. */
export { recordSignInAttempt } from './service.ts';
