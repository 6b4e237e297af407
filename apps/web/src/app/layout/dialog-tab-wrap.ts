/**
 * The dialogs' focus trap (antd's is off, app/providers.tsx): Tab at a dialog's last control
 * goes round to its first (Shift+Tab the other way), and Tab from anywhere else behind the
 * dialog comes back into it. The softphone is the exception (docs/domain.md §22): focus may go
 * to it while a dialog is open, Tab moves through it as usual and Shift+Tab from its first
 * control returns to the dialog.
 */
import { SOFTPHONE_DOCK_CLASS } from '../../softphone/softphone-context';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The dialog on top: the last antd dialog whose wrapper is shown; null when none is open. */
export function topDialog(): HTMLElement | null {
  const shown = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
    (wrap) => getComputedStyle(wrap).display !== 'none',
  );
  return shown.at(-1)?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
}

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && element.tabIndex >= 0,
  );
}

/** Whether any of `controls` comes after (or, `backwards`, before) `active` in the page. */
function hasControlBeyond(active: Element, controls: HTMLElement[], backwards: boolean): boolean {
  const side = backwards ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
  return controls.some(
    (control) => control !== active && (active.compareDocumentPosition(control) & side) !== 0,
  );
}

/** Only the ends are handled; inside the dialog the browser's own order stands. */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = topDialog();
  if (!dialog) return;
  const controls = focusables(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isInside = active instanceof Element && dialog.contains(active);
  if (isInside && hasControlBeyond(active, controls, event.shiftKey)) return;
  const softphone = active?.closest(`.${SOFTPHONE_DOCK_CLASS}`);
  if (active && softphone instanceof HTMLElement) {
    if (hasControlBeyond(active, focusables(softphone), event.shiftKey)) return;
    event.preventDefault();
    // Out of the softphone, Tab goes back into the dialog.
    (event.shiftKey ? last : first).focus();
    return;
  }
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** Installs the wrap for the whole page; returns its removal. */
export function installDialogTabWrap(): () => void {
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
