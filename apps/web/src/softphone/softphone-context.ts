import type { SoftphoneEvent } from '@ccms/contract/softphone';
import { createContext, useContext } from 'react';

/** The docked panel's element id, which the top bar's toggle controls. */
export const SOFTPHONE_PANEL_ID = 'softphone-panel';

/** The dock's class: dialogs leave its column free, and focus may go there from a dialog. */
export const SOFTPHONE_DOCK_CLASS = 'softphone-dock';

export type SoftphoneEventHandler = (event: SoftphoneEvent) => void;

export type SoftphoneApi = {
  /** True when the user holds 'Cti' and the softphone frame exists. */
  isAvailable: boolean;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /**
   * Asks the softphone to dial `phone` (sent padded to 11 digits) and shows the panel.
   * False when there is no softphone (no 'Cti' permission, or the frame is not loaded).
   */
  sendClickToCall: (phone: string) => boolean;
  /** Subscribes to the frame's messages (already validated); returns the unsubscribe. */
  onEvent: (handler: SoftphoneEventHandler) => () => void;
  /**
   * The softphone's current connection id, as the last Reject, Status or OutgoingActiveCallKey
   * message gave it (docs/domain.md §15); null until one arrives. For the calls that need the
   * line's id (e.g. ticket creation).
   */
  connectionId: string | null;
  /** Set by the shell's message handling (use-softphone-event-handling.ts) only. */
  setConnectionId: (connectionId: string) => void;
};

const UNAVAILABLE: SoftphoneApi = {
  isAvailable: false,
  isOpen: false,
  open: () => {},
  close: () => {},
  toggle: () => {},
  sendClickToCall: () => false,
  onEvent: () => () => {},
  connectionId: null,
  setConnectionId: () => {},
};

export const SoftphoneContext = createContext<SoftphoneApi>(UNAVAILABLE);

/** The softphone of the signed-in layout (inert outside it or without 'Cti'). */
export function useSoftphone(): SoftphoneApi {
  return useContext(SoftphoneContext);
}

/** The frame element the panel renders; the provider reads and posts through it. */
export type SoftphoneFrameRef = { current: HTMLIFrameElement | null };

export const SoftphoneFrameContext = createContext<{
  frameRef: SoftphoneFrameRef;
  softphoneUrl: string;
  /** The frame's sandbox attribute (frame-origin.ts). */
  sandbox: string;
} | null>(null);
