import { ACTIVITY_MESSAGES } from '@ccms/contract/tickets-activities/messages';
import {
  normalizeActivity,
  type TActivityFormContext,
  validateActivityForm,
} from '@ccms/contract/tickets-activities/rules';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { App, type FormInstance } from 'antd';
import { confirmed } from '../../../../../lib/confirm';
import { useCreateActivity } from '../../../api/detail/activities/create-activity';
import { clearFormErrors } from '../../form/ticket-form-errors';
import { useVersionedWrite } from '../stale-version';
import type { ActivityFormValues } from './activity-form-values';

type Options = {
  form: FormInstance<ActivityFormValues>;
  ticket: TTicketDetail;
  context: TActivityFormContext;
  onSaved: () => void;
};

/**
 * The save of the new-activity dialog: the contract's rules with their messages on the fields,
 * the e-commerce back-office confirmation, then createActivity with what the dialog shows
 * (normalizeActivity) and the ticket's version. A 409 offers a reload; other refusals show the
 * server's messages.
 */
export function useActivitySave({ form, ticket, context, onSaved }: Options) {
  const { modal } = App.useApp();
  const create = useCreateActivity();
  const sendVersioned = useVersionedWrite(ticket.id, onSaved);
  const fieldsForm: FormInstance = form;

  const confirmBackOffice = () =>
    confirmed(modal, {
      title: ACTIVITY_MESSAGES.eCommerceTransferConfirm,
      content: ACTIVITY_MESSAGES.eCommerceTransferWarning,
    });

  return async () => {
    const values = form.getFieldsValue(true) as ActivityFormValues;
    clearFormErrors(fieldsForm);
    const errors = validateActivityForm(values, context);
    if (errors.length > 0) {
      const byField = new Map<string, string[]>();
      for (const error of errors) {
        byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
      }
      fieldsForm.setFields([...byField].map(([name, messages]) => ({ name, errors: messages })));
      return;
    }
    const activity = normalizeActivity(values, context);
    if (
      activity.transferRoleId &&
      context.transferTarget?.isECommerceBackOffice &&
      !(await confirmBackOffice())
    ) {
      return;
    }
    const isSaved = await sendVersioned(() =>
      create.mutateAsync({
        ticketId: ticket.id,
        version: ticket.version,
        ...activity,
        hasDiscountCode: activity.discountCode !== null,
        hasMoneyPoint: activity.moneyPoint !== null,
      }),
    );
    if (isSaved) onSaved();
  };
}
