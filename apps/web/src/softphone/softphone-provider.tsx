import {
  type ClickToCall,
  parseSoftphoneEvent,
  toClickToCallNumber,
} from '@ccms/contract/softphone';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { resolveFrameOrigin } from './frame-origin';
import {
  type SoftphoneApi,
  SoftphoneContext,
  type SoftphoneEventHandler,
  SoftphoneFrameContext,
} from './softphone-context';

type Props = { isEnabled: boolean; softphoneUrl: string; children: ReactNode };

/**
 * Owns the softphone frame's message channel (part 1 §4): accepts only messages whose source is
 * that frame's window, parses them with the contract's protocol and hands them to subscribers;
 * posts ClickToCall to the frame's origin. Opens the panel on an incoming call.
 */
export function SoftphoneProvider({ isEnabled, softphoneUrl, children }: Props) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const handlers = useRef(new Set<SoftphoneEventHandler>());
  const [isOpen, setIsOpen] = useState(false);
  const frameOrigin = useMemo(
    () => resolveFrameOrigin(softphoneUrl, window.location.href),
    [softphoneUrl],
  );

  useEffect(() => {
    if (!isEnabled) return;
    const onMessage = (message: MessageEvent<unknown>) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || message.source !== frameWindow) return;
      const event = parseSoftphoneEvent(message.data);
      if (!event) return;
      if (event.type === 'IncomingCall') setIsOpen(true);
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
      const message: ClickToCall = { type: 'ClickToCall', phoneNumber: toClickToCallNumber(phone) };
      frameWindow.postMessage(message, frameOrigin);
      setIsOpen(true);
      return true;
    },
    [isEnabled, frameOrigin],
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
    }),
    [isEnabled, isOpen, sendClickToCall, onEvent],
  );
  const frame = useMemo(() => ({ frameRef, softphoneUrl }), [softphoneUrl]);

  return (
    <SoftphoneContext value={api}>
      <SoftphoneFrameContext value={frame}>{children}</SoftphoneFrameContext>
    </SoftphoneContext>
  );
}
