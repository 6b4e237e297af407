import type { SoftphoneEvent } from '@ccms/contract/softphone';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCreateInboundCallHistory } from '../../features/calls/api/create-inbound-call-history';
import { customerByPhoneQueryOptions } from '../../features/customers/api/get-customer-by-phone';
import { useCurrentLoginInformation } from '../../features/session/api/get-current-login-information';
import { useSoftphone } from '../../softphone/softphone-context';
import { MAIN_CONTENT_ID } from './main-content';
import {
  type CallerLookup,
  callerPageState,
  callerPath,
  decideSoftphoneEffects,
  incomingCallNotice,
} from './softphone-call-decision';
import {
  INCOMING_CALL_NOTIFICATION_KEY,
  incomingCallNotificationArgs,
} from './softphone-call-notification';

/**
 * THE place where the shell reacts to the softphone's messages (docs/domain.md §15). What each
 * message does is decided in softphone-call-decision.ts; this hook performs it: records the
 * incoming call, shows the panel, looks the caller up, navigates, and shows or clears the
 * persistent 'Incoming Call' notification; keeps the connection id in the softphone context.
 */
export function useSoftphoneEventHandling(): void {
  const { onEvent, open, setConnectionId } = useSoftphone();
  const ccmsIdent = useCurrentLoginInformation().data?.user.ccmsIdent ?? null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { mutate: recordInboundCall } = useCreateInboundCallHistory();
  /** Number of the newest incoming call; an older call's late look-up is then ignored. */
  const latestCall = useRef(0);
  /** The call whose notification is up (null once cleared), so a late look-up does not
   * bring back a notification that Answer or Hangup already cleared. */
  const notifiedCall = useRef<number | null>(null);

  const clearNotification = () => {
    notifiedCall.current = null;
    notification.destroy(INCOMING_CALL_NOTIFICATION_KEY);
  };

  const announceCaller = async (phoneNumber: string) => {
    latestCall.current += 1;
    const call = latestCall.current;
    notifiedCall.current = call;
    const show = (lookup: CallerLookup) =>
      notification.open({
        ...incomingCallNotificationArgs(incomingCallNotice(phoneNumber, lookup)),
        // Closed by the agent: the look-up's answer does not bring it back.
        onClose: () => {
          if (notifiedCall.current === call) notifiedCall.current = null;
        },
      });
    // Shown at once, then completed with the name: the agent sees the call even on a slow line.
    show(PENDING);
    const lookup = await lookUpCaller(queryClient, phoneNumber);
    if (call !== latestCall.current) return;
    navigate(callerPath(lookup), { state: callerPageState(lookup, phoneNumber) });
    focusPageContent();
    if (notifiedCall.current === call) show(lookup);
  };

  const handleEvent = useEffectEvent((event: SoftphoneEvent) => {
    for (const effect of decideSoftphoneEffects(event, { ccmsIdent })) {
      switch (effect.kind) {
        case 'recordInboundCall':
          // Not awaited: a failed record must not hold up the customer screen.
          recordInboundCall(effect.request);
          break;
        case 'openPanel':
          open();
          break;
        case 'announceCaller':
          void announceCaller(effect.phoneNumber);
          break;
        case 'clearNotification':
          clearNotification();
          break;
        case 'setConnectionId':
          setConnectionId(effect.connectionId);
          break;
      }
    }
  });

  useEffect(() => onEvent(handleEvent), [onEvent]);
}

const PENDING: CallerLookup = { kind: 'pending' };

/**
 * After a call opened the caller's page, focus leaves the softphone's frame for the page's
 * content: Tab and the shortcuts then act on the customer (docs/domain.md §22).
 */
function focusPageContent() {
  window.requestAnimationFrame(() =>
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }),
  );
}

/** The look-up by phone, fresh and without retries (the agent is waiting); never throws. */
async function lookUpCaller(queryClient: QueryClient, phoneNumber: string): Promise<CallerLookup> {
  try {
    const customer = await queryClient.fetchQuery({
      ...customerByPhoneQueryOptions(phoneNumber),
      staleTime: 0,
      retry: false,
    });
    return customer ? { kind: 'found', customer } : { kind: 'not-found' };
  } catch (error) {
    console.warn('Incoming call: the customer look-up failed', error);
    return { kind: 'failed' };
  }
}
