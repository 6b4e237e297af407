/** The sign-in flow pages (all public); the IdP redirects to the first three. */
export const AUTH_PATHS = {
  signinCallback: '/account/signed-in-callback',
  signinCallbackAlias: '/account/signedin',
  silent: '/account/silent',
  signedOut: '/account/signedout',
} as const;

/** True for the pages where an authorization response (?code=…&state=…) is processed. */
export function isSigninCallbackPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === AUTH_PATHS.signinCallback || path === AUTH_PATHS.signinCallbackAlias;
}

export function isSignedOutPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === AUTH_PATHS.signedOut;
}
