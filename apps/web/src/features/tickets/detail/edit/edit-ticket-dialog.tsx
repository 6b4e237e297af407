import type { TStoreLookupRow } from '@ccms/contract/reference';
import type { TTicketDetail } from '@ccms/contract/ticket-detail';
import { App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { BreakdownFields } from '../../components/breakdown-fields';
import { syncSurveyAnswers } from '../../components/survey-answers';
import { resettingFieldOf, valuesToReset } from '../../components/ticket-form-reset';
import { TicketFormSections, ticketFormFooter } from '../../components/ticket-form-sections';
import type { TicketFormValues } from '../../components/ticket-form-values';
import { useTicketFormState } from '../../components/use-ticket-form-state';
import { ticketInitialNames, ticketStoreRow, ticketToFormValues } from './edit-ticket-values';
import { useEditTicketSave } from './use-edit-ticket-save';

const DISCARD_CHANGES = 'Değişiklikler kaydedilmeyecek. Kapatmak istiyor musunuz?';

/** The 'Bileti Düzenle' dialog: the page shows its button only with authority.canEdit. */
export type EditTicketDialogProps = {
  ticket: TTicketDetail;
  open: boolean;
  onClose: () => void;
  /** After a successful save (the dialog's call has refreshed what it changed). */
  onSaved: () => void;
};

/**
 * 'Bileti Düzenle' (part 2 §4 'Ticket edit', §5 'Ticket edit form'): the creation form's fields
 * and rules, filled from the ticket; a new store resets the breakdown, sub-categories that do
 * not fit the store are disabled, products without a valid id are dropped. No files, no closing
 * fields: files have their own section, and status changes go through activities.
 */
export function EditTicketDialog({ ticket, open, onClose, onSaved }: EditTicketDialogProps) {
  const [form] = Form.useForm<TicketFormValues>();
  const { modal } = App.useApp();
  const [store, setStore] = useState<TStoreLookupRow | null>(() => ticketStoreRow(ticket));
  const [initialValues] = useState(() => ticketToFormValues(ticket));
  const [initialNames] = useState(() => ticketInitialNames(ticket));
  const model = useTicketFormState(form, store);
  const { state, layout } = model;
  const { save, isSaving } = useEditTicketSave({ form, ticket, state, onSaved, onClose });

  // The survey asks the current questions, keeping the ticket's answers.
  const questions = layout.survey ? state.questions : null;
  useEffect(() => {
    if (!questions || questions.length === 0) return;
    const answers = syncSurveyAnswers(questions, form.getFieldValue('answers') ?? []);
    if (answers) form.setFieldValue('answers', answers);
  }, [questions, form]);

  const onValuesChange = (changed: Partial<TicketFormValues>, values: TicketFormValues) => {
    const field = resettingFieldOf(changed);
    if (!field) return;
    // No script here: the ticket's description is kept whatever the breakdown.
    const patch = valuesToReset(field, values, null);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
  };

  const requestClose = () => {
    if (isSaving) return;
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({ title: DISCARD_CHANGES, okText: 'Evet', cancelText: 'Hayır', onOk: onClose });
  };

  return (
    <Modal
      open={open}
      title="Bileti Düzenle"
      width={1040}
      onCancel={requestClose}
      maskClosable={false}
      destroyOnHidden
      footer={ticketFormFooter({
        model,
        isSaving,
        onCancel: requestClose,
        onSave: () => void save(),
        saveTestId: 'ticket-edit-save',
      })}
    >
      <Form<TicketFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        aria-label="Bilet düzenleme formu"
        data-testid="ticket-edit-form"
      >
        <BreakdownFields
          isManager={model.isManager}
          store={store}
          onStoreChosen={setStore}
          showStoreView={layout.storeView}
          disabled={isSaving}
          initialNames={initialNames}
        />
        <TicketFormSections model={model} disabled={isSaving} />
      </Form>
    </Modal>
  );
}
