import type { TCheckMultipleTicketRequest } from '@ccms/contract/tickets-create';
import { App } from 'antd';
import { confirmed } from '../../../../lib/confirm';
import { notify } from '../../../../lib/notify';
import { usePermissions } from '../../../../lib/permissions';
import { checkMultipleTicketSameClient } from '../../api/form/check-multiple-ticket-same-client';
import { decideMultipleTicket } from './multiple-ticket-decision';

/** How a save goes on after the duplicate check: as usual, after a confirmation, or not. */
export type MultipleTicketOutcome = 'go' | 'confirmed' | 'stop';

/**
 * The duplicate-ticket check before a creation or an update (docs/domain.md §11 Repeated tickets,
 * §13.3 Duplicate on update): the server's message as an error for `refusalSeconds`, or a
 * confirmation for Ticket.MultipleCreate holders, whose dialog text the caller words
 * (`confirmation` gets the server's detail).
 */
export function useMultipleTicketGate(options: {
  refusalSeconds: number;
  confirmation: (detail: string | null) => { title: string; content?: string | null };
}) {
  const { modal, notification } = App.useApp();
  const { has } = usePermissions();
  return async (request: TCheckMultipleTicketRequest): Promise<MultipleTicketOutcome> => {
    const check = await checkMultipleTicketSameClient(request);
    const decision = decideMultipleTicket(check, has('Ticket.MultipleCreate'));
    if (decision.kind === 'create') return 'go';
    if (decision.kind === 'refuse') {
      notify(notification, 'error', {
        title: decision.message,
        duration: options.refusalSeconds,
      });
      return 'stop';
    }
    return (await confirmed(modal, options.confirmation(decision.detail))) ? 'confirmed' : 'stop';
  };
}
