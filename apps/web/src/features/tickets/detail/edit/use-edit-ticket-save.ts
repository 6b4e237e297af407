import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { MESSAGES } from '@ccms/contract/messages';
import type { TTicketDetail } from '@ccms/contract/ticket-detail';
import { validateTicketEdit, ZUpdateTicketInput } from '@ccms/contract/ticket-edit';
import type { TTicketFormError } from '@ccms/contract/ticket-form';
import { App, type FormInstance } from 'antd';
import { confirmed } from '../../../../lib/confirm';
import { usePermissions } from '../../../../lib/permissions';
import { useSingleRun } from '../../../../lib/use-single-run';
import { checkMultipleTicketSameClient } from '../../api/check-multiple-ticket-same-client';
import { useUpdateTicket } from '../../api/update-ticket';
import { decideMultipleTicket } from '../../components/multiple-ticket-decision';
import { clearFormErrors, showTicketFormErrors } from '../../components/ticket-form-errors';
import type { TicketFormState } from '../../components/ticket-form-layout';
import type { TicketFormValues } from '../../components/ticket-form-values';
import { buildTicketContext, buildTicketDraft } from '../../components/ticket-payload';
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
  const { modal, notification } = App.useApp();
  const { has } = usePermissions();
  const notice = useDetailNotice();
  const update = useUpdateTicket();
  const handleStale = useStaleVersionNotice(ticket.id, onClose);
  const fieldsForm: FormInstance = form;

  const showErrors = (errors: TTicketFormError[], values: TicketFormValues) =>
    showTicketFormErrors(fieldsForm, errors, values.products ?? []);
  const confirmMultiple = (detail: string | null) =>
    confirmed(modal, { title: detail ?? MULTIPLE_UPDATE_CONFIRMATION, content: null });

  const run = async () => {
    const values = form.getFieldsValue(true) as TicketFormValues;
    clearFormErrors(fieldsForm);
    const ids = { id: ticket.id, customerId: ticket.customerId };
    const draft = toEditDraft(buildTicketDraft(values, state, ids), ticket);
    const errors = validateTicketEdit(draft, toEditContext(buildTicketContext(values, state)));
    if (errors.length > 0) return showErrors(errors, values);
    const parsed = ZUpdateTicketInput.safeParse({ ...draft, version: ticket.version });
    if (!parsed.success) {
      const schemaErrors = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      return showErrors(schemaErrors, values);
    }
    const payload = parsed.data;

    const check = await checkMultipleTicketSameClient({
      id: ticket.id,
      customerId: ticket.customerId,
      ticketTypeId: payload.ticketTypeId,
      ticketCategoryId: payload.ticketCategoryId,
      ticketSubCategoryId: payload.ticketSubCategoryId,
    });
    const decision = decideMultipleTicket(check, has('Ticket.MultipleCreate'));
    if (decision.kind === 'refuse') {
      notification.error({
        title: decision.message,
        duration: NOTIFY_SECONDS.failure,
        placement: 'topRight',
        props: { 'data-testid': 'notification-error' },
      });
      return;
    }
    if (decision.kind === 'confirm' && !(await confirmMultiple(decision.detail))) return;

    try {
      await update.mutateAsync({ ...payload, isMultipleConfirmed: decision.kind === 'confirm' });
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
