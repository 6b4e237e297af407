import type { ClickToCall, SoftphoneEvent } from '@ccms/contract/softphone';
import { useCallback, useEffect, useMemo } from 'react';
import { parseClickToCall, resolveParentOrigin } from './simulator-messages';

export type ParentWindow = {
  /** Posts a protocol message to the shell that embeds this page. */
  post: (message: SoftphoneEvent) => void;
  /** False when the page was opened on its own rather than inside the shell's frame. */
  embedded: boolean;
  targetOrigin: string;
};

/**
 * The link with the shell: posts softphone events to the parent window and listens for its
 * click-to-call requests, accepting only messages that come from the parent itself.
 */
export function useParentWindow(onClickToCall: (request: ClickToCall) => void): ParentWindow {
  const targetOrigin = useMemo(
    () =>
      resolveParentOrigin(document.referrer, window.location.ancestorOrigins?.item(0) ?? undefined),
    [],
  );

  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      if (event.source !== window.parent) return;
      if (targetOrigin !== '*' && event.origin !== targetOrigin) return;
      const request = parseClickToCall(event.data);
      if (request) onClickToCall(request);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [onClickToCall, targetOrigin]);

  const post = useCallback(
    (message: SoftphoneEvent) => window.parent.postMessage(message, targetOrigin),
    [targetOrigin],
  );

  return { post, embedded: window.parent !== window, targetOrigin };
}
