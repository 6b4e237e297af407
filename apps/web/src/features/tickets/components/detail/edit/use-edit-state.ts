import { needsCallWrapUp } from '@ccms/contract/tickets-activities/rules';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import {
  editStatusOptions,
  isEditStateChanged,
  type TTicketEditStateContext,
  type TTicketEditStateError,
  validateTicketEditState,
} from '@ccms/contract/tickets-edit-state';
import { Form, type FormInstance } from 'antd';
import { usePermissions } from '../../../../../lib/permissions';
import type { TicketFormValues } from '../../form/ticket-form-values';
import {
  type ActivityChoice,
  subStatusChoices,
  toStatusChoices,
} from '../activities/activity-form-values';
import { useStatusWrapUps } from '../activities/use-status-wrap-ups';
import { editStateDraft, ticketEditState } from './edit-ticket-values';

type NamedRow = { id: string; name: string };

export type EditStateModel = {
  /** The user may move the ticket here (TicketAuthority.canAddActivity). */
  canChangeState: boolean;
  canChooseWrapUp: boolean;
  statusChoices: ActivityChoice[];
  subStatusChoices: ActivityChoice[];
  /** The wrap-ups the chosen status takes, with the ticket's own when it is no longer listed. */
  wrapUps: { data?: NamedRow[]; isPending: boolean; isError: boolean };
  shown: { callWrapUp: boolean; customerVoice: boolean };
  /** The messages of the status fields for the values held now (none while they are kept). */
  validate: (values: TicketFormValues) => TTicketEditStateError[];
};

/** A row list with `own` added when it is missing (a wrap-up deactivated since it was chosen). */
export function withOwnRow<T extends NamedRow>(
  rows: readonly T[] | undefined,
  own: NamedRow | null,
): NamedRow[] | undefined {
  if (!rows) return undefined;
  if (!own || rows.some((row) => row.id === own.id)) return [...rows];
  return [own, ...rows];
}

/**
 * What the edit dialog's status fields offer and check (docs/domain.md §13.3 Status): the
 * statuses an activity may set from the current one (no forwarding), the sub-statuses of the
 * chosen one, the wrap-ups it takes (with Ticket.CallWrapUps) and the voice when the wrap-up
 * asks for it; the rules run only when the state changes.
 */
export function useEditState(
  form: FormInstance<TicketFormValues>,
  ticket: TTicketDetail,
  canChangeState: boolean,
): EditStateModel {
  const { has } = usePermissions();
  const canChooseWrapUp = has('Ticket.CallWrapUps');
  const canActivityPlus = has('Ticket.CanSeeActivityPlus');
  const watch = { form, preserve: true } as const;
  const status = Form.useWatch('status', watch) ?? null;
  const subStatus = Form.useWatch('subStatus', watch) ?? null;
  const callWrapUpId = Form.useWatch('callWrapUpId', watch) ?? null;

  const needsWrapUp = needsCallWrapUp(status, subStatus);
  const statusWrapUps = useStatusWrapUps(status, canChooseWrapUp && needsWrapUp);
  const chosen = statusWrapUps.data?.find((row) => row.id === callWrapUpId) ?? null;
  const own =
    ticket.callWrapUpId && ticket.status === status
      ? { id: ticket.callWrapUpId, name: ticket.callWrapUpName ?? '' }
      : null;
  const callWrapUp: TTicketEditStateContext['callWrapUp'] = chosen
    ? { isCustomerVoiceNecessary: chosen.isCustomerVoiceNecessary }
    : null;
  const isOwnVoiceKept =
    callWrapUpId !== null && callWrapUpId === own?.id && ticket.customerVoiceId !== null;

  return {
    canChangeState,
    canChooseWrapUp,
    statusChoices: toStatusChoices(
      editStatusOptions(ticket.status, canActivityPlus),
      canChooseWrapUp,
      ticket.status,
    ),
    subStatusChoices: subStatusChoices(status, canChooseWrapUp || status === ticket.status),
    wrapUps: { ...statusWrapUps, data: withOwnRow(statusWrapUps.data, own) },
    shown: {
      callWrapUp: needsWrapUp && (canChooseWrapUp || callWrapUpId !== null),
      customerVoice: callWrapUp?.isCustomerVoiceNecessary === true || isOwnVoiceKept,
    },
    validate: (values) => {
      const draft = editStateDraft(values);
      if (!isEditStateChanged(ticketEditState(ticket), draft)) return [];
      return validateTicketEditState(draft, {
        currentStatus: ticket.status,
        canActivityPlus,
        callWrapUp,
      });
    },
  };
}
