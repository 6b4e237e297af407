import type { SoftphoneEvent } from '@ccms/contract/softphone';
import { useEffect } from 'react';
import { useSoftphone } from '../../softphone/softphone-context';

/**
 * THE place where the shell reacts to the softphone's messages (spec part 1 §4).
 *
 * Not built yet (the incoming-call issue builds it here): IncomingCall records the call
 * history (Call/CreateInboundCallHistory), drops a leading '9', looks the customer up by phone,
 * opens /customers/byid/{id} or /customers/list, and shows the persistent 'Incoming Call'
 * notification; Answer, Hangup and Status 'notanswering' clear it; Reject, Status and
 * OutgoingActiveCallKey update the connection id.
 *
 * Already done elsewhere: the panel opens on IncomingCall (softphone-provider.tsx).
 */
export function useSoftphoneEventHandling(): void {
  const { onEvent } = useSoftphone();
  useEffect(() => onEvent(handleSoftphoneEvent), [onEvent]);
}

function handleSoftphoneEvent(event: SoftphoneEvent): void {
  switch (event.type) {
    case 'Registered':
      // No effect (spec).
      return;
    default:
      // The remaining events are handled by the incoming-call issue (see above).
      return;
  }
}
