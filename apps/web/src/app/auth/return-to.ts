/** What the app stores in the OIDC state of a sign-in request. */
export type SigninState = { returnTo: string };

export const DEFAULT_RETURN_TO = '/';

/** Paths that must never be a return target (they would loop back into sign-in). */
const NON_RETURN_PREFIXES = ['/account/', '/error/unauthorized'];

/**
 * The in-app path to go to after sign-in, read from the OIDC state. Only same-origin absolute
 * paths are accepted ('/x', never '//host' or 'https://…'); anything else gives '/'.
 */
export function readReturnTo(state: unknown): string {
  if (typeof state !== 'object' || state === null) return DEFAULT_RETURN_TO;
  const value = (state as Record<string, unknown>).returnTo;
  return isSafeReturnPath(value) ? value : DEFAULT_RETURN_TO;
}

export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  const lower = value.toLowerCase();
  return !NON_RETURN_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The state for a sign-in that should come back to `returnTo`. */
export function signinStateFor(returnTo: string): SigninState {
  return { returnTo: isSafeReturnPath(returnTo) ? returnTo : DEFAULT_RETURN_TO };
}
