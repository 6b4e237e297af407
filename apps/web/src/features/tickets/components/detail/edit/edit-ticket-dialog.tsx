import type { TStoreLookupRow } from '@ccms/contract/reference';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormDialog } from '../../../../../components/form-dialog';
import { BreakdownFields } from '../../form/breakdown-fields';
import { resettingFieldOf, valuesToReset } from '../../form/ticket-form-reset';
import { TicketFormModal, TicketFormSections } from '../../form/ticket-form-sections';
import type { TicketFormValues } from '../../form/ticket-form-values';
import { useTicketFormState } from '../../form/use-ticket-form-state';
import { EditStateFields } from './edit-state-fields';
import {
  editStateValuesToReset,
  ticketInitialNames,
  ticketStoreRow,
  ticketToFormValues,
} from './edit-ticket-values';
import { useEditState } from './use-edit-state';
import { useEditTicketSave } from './use-edit-ticket-save';

/** The 'Bileti Düzenle' dialog: the page shows its button only with authority.canEdit. */
export type EditTicketDialogProps = {
  ticket: TTicketDetail;
  open: boolean;
  onClose: () => void;
  /** After a successful save (the dialog's call has refreshed what it changed). */
  onSaved: () => void;
  /** TicketAuthority.canAddActivity: a status change is an activity. */
  canChangeState: boolean;
};

/**
 * 'Bileti Düzenle' (docs/domain.md §13.3 Edit): the creation form's fields
 * and rules, filled from the ticket; a new store resets the breakdown, sub-categories that do
 * not fit the store are disabled, products without a valid id are dropped. No files: they have
 * their own section. The status fields move the ticket by an activity (§13.3 Status).
 */
export function EditTicketDialog({
  ticket,
  open,
  onClose,
  onSaved,
  canChangeState,
}: EditTicketDialogProps) {
  const [form] = Form.useForm<TicketFormValues>();
  const [store, setStore] = useState<TStoreLookupRow | null>(() => ticketStoreRow(ticket));
  const [initialValues] = useState(() => ticketToFormValues(ticket));
  const [initialNames] = useState(() => ticketInitialNames(ticket));
  const model = useTicketFormState(form, store);
  const { state, layout } = model;
  const editState = useEditState(form, ticket, canChangeState);
  const save = useEditTicketSave({
    form,
    ticket,
    state,
    validateState: editState.validate,
    onSaved,
    onClose,
  });

  const onValuesChange = (changed: Partial<TicketFormValues>, values: TicketFormValues) => {
    const statePatch = editStateValuesToReset(changed);
    if (Object.keys(statePatch).length > 0) form.setFieldsValue(statePatch);
    const field = resettingFieldOf(changed);
    if (!field) return;
    // No script here: the ticket's description is kept whatever the breakdown.
    const patch = valuesToReset(field, values, null);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
  };

  const dialog = useFormDialog({ form, onClose, save });
  const { isSaving } = dialog;

  return (
    <TicketFormModal
      title="Bileti Düzenle"
      open={open}
      form={form}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      formLabel="Bilet düzenleme formu"
      formTestId="ticket-edit-form"
      saveTestId="ticket-edit-save"
      model={model}
      dialog={dialog}
    >
      <EditStateFields ticket={ticket} model={editState} disabled={isSaving} />
      <BreakdownFields
        isManager={model.isManager}
        store={store}
        onStoreChosen={setStore}
        showStoreView={layout.storeView}
        disabled={isSaving}
        initialNames={initialNames}
      />
      <TicketFormSections model={model} disabled={isSaving} />
    </TicketFormModal>
  );
}
