import { useEffect, useRef } from 'react';
import { useUserManager } from './user-manager';

/**
 * /account/silent: loaded in a hidden frame during silent renewal; hands the authorization
 * response to the parent window's UserManager. Shows nothing.
 */
export default function SilentCallbackPage() {
  const userManager = useUserManager();
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    userManager.signinSilentCallback().catch((error: unknown) => {
      console.error('Silent sign-in callback failed', error);
    });
  }, [userManager]);
  return null;
}
