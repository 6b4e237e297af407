import { useEffect } from 'react';

/**
 * Unsaved edits on the page (an open row edit, a new row): every part holding some registers
 * here, and the shell asks before a navigation drops them (UnsavedChangesGuard).
 */
const holders = new Set<symbol>();

export const UNSAVED_CHANGES_QUESTION =
  'Kaydedilmemiş değişiklikler var; devam ederseniz kaybolacak. Devam edilsin mi?';

export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/** Registers the caller's unsaved edits while `isUnsaved` holds. */
export function useUnsavedChanges(isUnsaved: boolean): void {
  useEffect(() => {
    if (!isUnsaved) return;
    const holder = Symbol('unsaved');
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [isUnsaved]);
}
