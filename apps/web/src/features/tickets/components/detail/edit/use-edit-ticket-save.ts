import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { validateTicketEdit, ZUpdateTicketInput } from '@ccms/contract/tickets-edit';
import type { TTicketEditStateError } from '@ccms/contract/tickets-edit-state';
import type { TTicketFormError } from '@ccms/contract/tickets-form/rules';
import type { FormInstance } from 'antd';
import { useUpdateTicket } from '../../../api/detail/edit/update-ticket';
import { clearFormErrors, showTicketFormErrors } from '../../form/ticket-form-errors';
import type { TicketFormState } from '../../form/ticket-form-layout';
import type { TicketFormValues } from '../../form/ticket-form-values';
import { buildTicketContext, buildTicketDraft, parseForForm } from '../../form/ticket-payload';
import { useMultipleTicketGate } from '../../form/use-multiple-ticket-gate';
import { useVersionedWrite } from '../stale-version';
import { editStateDraft, toEditContext, toEditDraft } from './edit-ticket-values';

/** Shown when the server's duplicate warning comes without a text. */
const MULTIPLE_UPDATE_CONFIRMATION = 'Yine de güncellemek istiyor musunuz?';

type Options = {
  form: FormInstance<TicketFormValues>;
  ticket: TTicketDetail;
  state: TicketFormState;
  /** The status fields' messages (none while the state is kept). */
  validateState: (values: TicketFormValues) => TTicketEditStateError[];
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The save of 'Bileti Düzenle' (docs/domain.md §13.3): validateTicketEdit and the status
 * fields' rules with their messages on the fields; when the breakdown changes, the duplicate
 * check with the ticket's id (a confirmation for holders of Ticket.MultipleCreate, the server's
 * message as an error for 10 s for others, and nothing saved); then UpdateTicket with the
 * version the page read. A 409 offers a reload.
 */
export function useEditTicketSave({
  form,
  ticket,
  state,
  validateState,
  onSaved,
  onClose,
}: Options) {
  const update = useUpdateTicket();
  const sendVersioned = useVersionedWrite(ticket.id, onClose);
  const fieldsForm: FormInstance = form;

  const showErrors = (errors: TTicketFormError[], values: TicketFormValues) =>
    showTicketFormErrors(fieldsForm, errors, values.products ?? []);
  const passMultipleTicketGate = useMultipleTicketGate({
    refusalSeconds: NOTIFY_SECONDS.failure,
    confirmation: (detail) => ({ title: detail ?? MULTIPLE_UPDATE_CONFIRMATION }),
  });

  return async () => {
    const values = form.getFieldsValue(true) as TicketFormValues;
    clearFormErrors(fieldsForm);
    const ids = { id: ticket.id, customerId: ticket.customerId };
    const draft = toEditDraft(buildTicketDraft(values, state, ids), ticket);
    const errors = [
      ...validateTicketEdit(draft, toEditContext(buildTicketContext(values, state))),
      ...validateState(values),
    ];
    if (errors.length > 0) return showErrors(errors, values);
    const result = parseForForm(ZUpdateTicketInput, {
      ...draft,
      ...editStateDraft(values),
      version: ticket.version,
    });
    if ('errors' in result) return showErrors(result.errors, values);
    const { payload } = result;

    // As the server: the duplicate rule guards a move into another breakdown only.
    const isBreakdownChanged =
      payload.ticketTypeId !== ticket.ticketTypeId ||
      payload.ticketCategoryId !== ticket.ticketCategoryId ||
      payload.ticketSubCategoryId !== ticket.ticketSubCategoryId;
    const outcome = isBreakdownChanged
      ? await passMultipleTicketGate({
          id: ticket.id,
          customerId: ticket.customerId,
          ticketTypeId: payload.ticketTypeId,
          ticketCategoryId: payload.ticketCategoryId,
          ticketSubCategoryId: payload.ticketSubCategoryId,
        })
      : 'go';
    if (outcome === 'stop') return;

    const isSaved = await sendVersioned(() =>
      update.mutateAsync({ ...payload, isMultipleConfirmed: outcome === 'confirmed' }),
    );
    if (isSaved) onSaved();
  };
}
