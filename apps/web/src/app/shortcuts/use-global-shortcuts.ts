import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSoftphone } from '../../softphone/softphone-context';
import { topDialog } from '../layout/dialog-tab-wrap';
import {
  LIST_FILTER_SELECTOR,
  matchShortcut,
  SHORTCUT_TARGET_ATTRIBUTE,
  type ShortcutId,
} from './shortcut-table';

const MY_TICKETS_PATH = '/tickets/ticketsofcurrentuser';
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/** The first field of the current list's filter card; false when the page has none. */
function focusListFilter(): boolean {
  const field = document.querySelector(LIST_FILTER_SELECTOR)?.querySelector(FIELD_SELECTOR);
  if (!(field instanceof HTMLElement)) return false;
  field.focus();
  return true;
}

/** Presses the element the page marked for the shortcut (absent without the permission). */
function pressTarget(id: ShortcutId): boolean {
  const target = document.querySelector(`[${SHORTCUT_TARGET_ATTRIBUTE}="${id}"]`);
  if (!(target instanceof HTMLElement) || target.matches(':disabled')) return false;
  target.click();
  return true;
}

/**
 * Focus goes to the panel's first button, just before the softphone's frame: the next Tab enters
 * the frame. (Focusing the frame element itself lets Tab skip over its content in Chromium.)
 */
function focusSoftphonePanel() {
  // The panel shows itself on the next render; focus waits for it.
  window.requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-testid="softphone-panel"] button')?.focus();
  });
}

/**
 * Listens for the shortcuts of shortcut-table.ts on the signed-in pages and runs them; a key that
 * did something is not passed on (no '?' typed elsewhere, no browser menu).
 */
export function useGlobalShortcuts(openHelp: () => void) {
  const navigate = useNavigate();
  const softphone = useSoftphone();
  // The latest callbacks, so that the listener is added once.
  const actions = useRef({ navigate, softphone, openHelp });
  actions.current = { navigate, softphone, openHelp };

  useEffect(() => {
    const run = (id: ShortcutId): boolean => {
      const { navigate, softphone, openHelp } = actions.current;
      switch (id) {
        case 'my-tickets':
          void navigate(MY_TICKETS_PATH);
          return true;
        case 'focus-filter':
          return focusListFilter();
        case 'new-ticket':
          return pressTarget('new-ticket');
        case 'softphone':
          if (!softphone.isAvailable) return false;
          softphone.open();
          focusSoftphonePanel();
          return true;
        case 'help':
          openHelp();
          return true;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const shortcut = matchShortcut(event, target as HTMLElement | null);
      // A dialog open (the help itself, a form) keeps its keys: the shortcuts act on the page.
      // The softphone's is the exception: a dialog never locks it (docs/domain.md §22).
      if (!shortcut || (topDialog() && shortcut.id !== 'softphone')) return;
      if (run(shortcut.id)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
