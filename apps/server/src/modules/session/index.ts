/** What the composition root (app.ts) uses of the session: the signed-in user a token names. */
export { findUserForSignIn } from './service.ts';
