import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { MESSAGES } from '@ccms/contract/messages';
import type { TTicketDetail } from '@ccms/contract/ticket-detail';
import { validateTicketEdit, ZUpdateTicketInput } from '@ccms/contract/ticket-edit';
import type { TTicketFormError } from '@ccms/contract/ticket-form';
import type { FormInstance } from 'antd';
import { useSingleRun } from '../../../../lib/use-single-run';
import { useUpdateTicket } from '../../api/update-ticket';
import { clearFormErrors, showTicketFormErrors } from '../../components/ticket-form-errors';
import type { TicketFormState } from '../../components/ticket-form-layout';
import type { TicketFormValues } from '../../components/ticket-form-values';
import {
  buildTicketContext,
  buildTicketDraft,
  parseForForm,
} from '../../components/ticket-payload';
import { useMultipleTicketGate } from '../../components/use-multiple-ticket-gate';
import { useStaleVersionNotice } from '../activities/stale-version';
import { useDetailNotice } from '../use-detail-notice';
import { toEditContext, toEditDraft } from './edit-ticket-values';

/** Shown when the server's duplicate warning comes without a text. */
const MULTIPLE_UPDATE_CONFIRMATION = 'Yine de güncellemek istiyor musunuz?';

type Options = {
  form: FormInstance<TicketFormValues>;
  ticket: TTicketDetail;
  state: TicketFormState;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The save of 'Bileti Düzenle' (part 2 §4 'Ticket edit', §5): validateTicketEdit with its
 * messages on the fields; the duplicate check with the ticket's id (a confirmation for holders
 * of Ticket.MultipleCreate, the server's message as an error for 10 s for others, and nothing
 * saved); then UpdateTicket with the version the page read. A 409 offers a reload.
 */
export function useEditTicketSave({ form, ticket, state, onSaved, onClose }: Options) {
  const notice = useDetailNotice();
  const update = useUpdateTicket();
  const handleStale = useStaleVersionNotice(ticket.id, onClose);
  const fieldsForm: FormInstance = form;

  const showErrors = (errors: TTicketFormError[], values: TicketFormValues) =>
    showTicketFormErrors(fieldsForm, errors, values.products ?? []);
  const passMultipleTicketGate = useMultipleTicketGate({
    refusalSeconds: NOTIFY_SECONDS.failure,
    confirmation: (detail) => ({ title: detail ?? MULTIPLE_UPDATE_CONFIRMATION }),
  });

  const run = async () => {
    const values = form.getFieldsValue(true) as TicketFormValues;
    clearFormErrors(fieldsForm);
    const ids = { id: ticket.id, customerId: ticket.customerId };
    const draft = toEditDraft(buildTicketDraft(values, state, ids), ticket);
    const errors = validateTicketEdit(draft, toEditContext(buildTicketContext(values, state)));
    if (errors.length > 0) return showErrors(errors, values);
    const result = parseForForm(ZUpdateTicketInput, { ...draft, version: ticket.version });
    if ('errors' in result) return showErrors(result.errors, values);
    const { payload } = result;

    const outcome = await passMultipleTicketGate({
      id: ticket.id,
      customerId: ticket.customerId,
      ticketTypeId: payload.ticketTypeId,
      ticketCategoryId: payload.ticketCategoryId,
      ticketSubCategoryId: payload.ticketSubCategoryId,
    });
    if (outcome === 'stop') return;

    try {
      await update.mutateAsync({ ...payload, isMultipleConfirmed: outcome === 'confirmed' });
    } catch (error) {
      if (!handleStale(error)) notice.failure(error);
      return;
    }
    notice.success(MESSAGES.saved);
    onSaved();
  };

  const { run: save, isRunning: isSaving } = useSingleRun(run);
  return { save, isSaving };
}
