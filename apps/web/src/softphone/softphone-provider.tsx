import { parseSoftphoneEvent } from '@ccms/contract/softphone';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildClickToCall } from './click-to-call';
import { frameMessageTarget, frameSandbox, resolveFrameOrigin } from './frame-origin';
import {
  type SoftphoneApi,
  SoftphoneContext,
  type SoftphoneEventHandler,
  SoftphoneFrameContext,
} from './softphone-context';

type Props = { isEnabled: boolean; softphoneUrl: string; children: ReactNode };

/**
 * Owns the softphone frame's message channel (docs/domain.md §15): accepts only messages whose
 * source is that frame's window, parses them with the contract's protocol and hands them to
 * subscribers (whatever their origin: the simulator's is opaque); posts ClickToCall (padded to 11
 * digits) to the frame's window and shows the panel.
 * Keeps the panel's visibility and the current connection id; what each message does (opening the
 * panel on an incoming call among others) is decided in app/layout/use-softphone-event-handling.ts.
 */
export function SoftphoneProvider({ isEnabled, softphoneUrl, children }: Props) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const handlers = useRef(new Set<SoftphoneEventHandler>());
  const [isOpen, setIsOpen] = useState(false);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const { sandbox, messageTarget } = useMemo(() => {
    const frameOrigin = resolveFrameOrigin(softphoneUrl, window.location.href);
    return {
      sandbox: frameSandbox(frameOrigin, window.location.origin),
      messageTarget: frameMessageTarget(frameOrigin, window.location.origin),
    };
  }, [softphoneUrl]);

  useEffect(() => {
    if (!isEnabled) return;
    const onMessage = (message: MessageEvent<unknown>) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || message.source !== frameWindow) return;
      const event = parseSoftphoneEvent(message.data);
      if (!event) return;
      for (const handler of handlers.current) {
        try {
          handler(event);
        } catch (error) {
          console.error('Softphone event handler failed', error);
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isEnabled]);

  const onEvent = useCallback((handler: SoftphoneEventHandler) => {
    handlers.current.add(handler);
    return () => {
      handlers.current.delete(handler);
    };
  }, []);

  const sendClickToCall = useCallback(
    (phone: string) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!isEnabled || !frameWindow) return false;
      frameWindow.postMessage(buildClickToCall(phone), messageTarget);
      setIsOpen(true);
      return true;
    },
    [isEnabled, messageTarget],
  );

  const api = useMemo<SoftphoneApi>(
    () => ({
      isAvailable: isEnabled,
      isOpen: isEnabled && isOpen,
      open: () => setIsOpen(true),
      close: () => setIsOpen(false),
      toggle: () => setIsOpen((value) => !value),
      sendClickToCall,
      onEvent,
      connectionId: isEnabled ? connectionId : null,
      setConnectionId,
    }),
    [isEnabled, isOpen, sendClickToCall, onEvent, connectionId],
  );
  const frame = useMemo(() => ({ frameRef, softphoneUrl, sandbox }), [softphoneUrl, sandbox]);

  return (
    <SoftphoneContext value={api}>
      <SoftphoneFrameContext value={frame}>{children}</SoftphoneFrameContext>
    </SoftphoneContext>
  );
}
