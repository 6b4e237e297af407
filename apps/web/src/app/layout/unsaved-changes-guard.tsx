import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmed } from '../../lib/confirm';
import { hasUnsavedChanges, UNSAVED_CHANGES_QUESTION } from '../../lib/unsaved-changes';

/**
 * The one navigation blocker of the signed-in area (a router has one): leaving a page with
 * unsaved edits asks first (lib/unsaved-changes.ts). A reload is not held back: the browser's
 * own question cannot say what would be lost.
 */
export function UnsavedChangesGuard() {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmed(modal, { title: UNSAVED_CHANGES_QUESTION }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, modal]);

  return null;
}
