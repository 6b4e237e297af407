import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import type { TCreatedTicket } from '@ccms/contract/tickets-create';
import { type TTicketFormError, validateTicketForm } from '@ccms/contract/tickets-form/rules';
import type { FormInstance } from 'antd';
import { useCreateTicket } from '../../api/form/create-ticket';
import { MULTIPLE_TICKET_CONFIRMATION } from './multiple-ticket-decision';
import { clearFormErrors, showTicketFormErrors } from './ticket-form-errors';
import type { TicketFormState } from './ticket-form-layout';
import type { TicketFormValues } from './ticket-form-values';
import { buildTicketContext, buildTicketDraft, toTicketPayload } from './ticket-payload';
import { useMultipleTicketGate } from './use-multiple-ticket-gate';

type Options = {
  form: FormInstance<TicketFormValues>;
  ticketId: string;
  customerId: string;
  state: TicketFormState;
  onCreated: (ticket: TCreatedTicket | null) => void;
};

/**
 * The save of the 'Yeni Bilet' form (docs/domain.md §11): the contract's rules on the form (their
 * Turkish messages next to the fields), then the multiple-ticket check (a confirmation for
 * holders of Ticket.MultipleCreate, the server's refusal for 8 s for others), then createTicket
 * with the files. The dialog runs it once at a time (useFormDialog).
 */
export function useTicketSave({ form, ticketId, customerId, state, onCreated }: Options) {
  const create = useCreateTicket();

  // Error paths are built at run time, so they go through the form's untyped face.
  const fieldsForm: FormInstance = form;

  const showErrors = (errors: TTicketFormError[], values: TicketFormValues) =>
    showTicketFormErrors(fieldsForm, errors, values.products ?? []);
  const passMultipleTicketGate = useMultipleTicketGate({
    refusalSeconds: NOTIFY_SECONDS.ticketFormError,
    confirmation: (detail) => ({ title: MULTIPLE_TICKET_CONFIRMATION, content: detail }),
  });

  return async () => {
    const values = form.getFieldsValue(true) as TicketFormValues;
    // Errors of the previous attempt go; this attempt's are set below.
    clearFormErrors(fieldsForm);
    const draft = buildTicketDraft(values, state, { id: ticketId, customerId });
    const errors = validateTicketForm(draft, buildTicketContext(values, state));
    if (errors.length > 0) return showErrors(errors, values);
    const result = toTicketPayload(draft);
    if ('errors' in result) return showErrors(result.errors, values);
    const { payload } = result;

    const outcome = await passMultipleTicketGate({
      customerId,
      ticketTypeId: payload.ticketTypeId,
      ticketCategoryId: payload.ticketCategoryId,
      ticketSubCategoryId: payload.ticketSubCategoryId,
    });
    if (outcome === 'stop') return;

    const files = (values.files ?? [])
      .map((file) => file.originFileObj)
      .filter((file): file is NonNullable<typeof file> => file !== undefined);
    const response = await create.mutateAsync({ ticket: payload, files });
    onCreated(response.data);
  };
}
