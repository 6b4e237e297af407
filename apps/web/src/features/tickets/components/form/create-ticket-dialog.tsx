import type { TStoreLookupRow } from '@ccms/contract/reference';
import type { TCreatedTicket } from '@ccms/contract/tickets-create';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Divider, Form } from 'antd';
import { useRef, useState } from 'react';
import { useFormDialog } from '../../../../components/form-dialog';
import { randomUuid } from '../../../../lib/random-uuid';
import { useCustomerDuplicateTickets } from '../../api/form/check-customer-duplicate-tickets';
import { categorySetScriptQueryOptions } from '../../api/form/get-category-set-script';
import { BreakdownFields } from './breakdown-fields';
import { ClosingFields } from './closing-fields';
import { TicketFilesField } from './ticket-files-field';
import { descriptionWithScript, resettingFieldOf, valuesToReset } from './ticket-form-reset';
import { TicketFormModal, TicketFormSections } from './ticket-form-sections';
import { INITIAL_TICKET_FORM_VALUES, type TicketFormValues } from './ticket-form-values';
import { useTicketFormState } from './use-ticket-form-state';
import { useTicketSave } from './use-ticket-save';

export type CreateTicketDialogProps = {
  customerId: string;
  open: boolean;
  onClose: () => void;
  /** After a successful save; the caller refreshes what lists the customer's tickets. */
  onCreated: (ticket: TCreatedTicket | null) => void;
};

/**
 * 'Yeni Bilet': the ticket creation form of the customer page (docs/domain.md §11). Mount one per
 * opening (a new key): the ticket id is generated once per dialog, so a repeated save after a
 * lost answer cannot create the ticket twice.
 */
export function CreateTicketDialog({
  customerId,
  open,
  onClose,
  onCreated,
}: CreateTicketDialogProps) {
  const [form] = Form.useForm<TicketFormValues>();
  const queryClient = useQueryClient();
  const [ticketId] = useState(randomUuid);
  const [store, setStore] = useState<TStoreLookupRow | null>(null);
  const scriptRef = useRef<string | null>(null);
  const model = useTicketFormState(form, store);
  const { state, layout } = model;
  const save = useTicketSave({ form, ticketId, customerId, state, onCreated });

  const typeId = Form.useWatch('ticketTypeId', form) ?? null;
  const categoryId = Form.useWatch('ticketCategoryId', form) ?? null;
  const subCategoryId = Form.useWatch('ticketSubCategoryId', form) ?? null;
  const duplicates = useCustomerDuplicateTickets(
    typeId && categoryId && subCategoryId
      ? { customerId, type: typeId, category: categoryId, subCategory: subCategoryId }
      : null,
  );

  /** The chosen breakdown's script fills the description (docs/domain.md §11 Form behaviour). */
  const loadScript = async (request: {
    typeId: string;
    categoryId: string;
    subCategoryId: string;
  }) => {
    try {
      const script = await queryClient.fetchQuery(categorySetScriptQueryOptions(request));
      if (form.getFieldValue('ticketSubCategoryId') !== request.subCategoryId) return;
      scriptRef.current = script;
      form.setFieldValue(
        'description',
        descriptionWithScript(form.getFieldValue('description'), script),
      );
    } catch {
      // Shown by the global handler; the description stays as it is.
    }
  };

  const onValuesChange = (changed: Partial<TicketFormValues>, values: TicketFormValues) => {
    const field = resettingFieldOf(changed);
    if (!field) return;
    const patch = valuesToReset(field, values, scriptRef.current);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
    if (field === 'device' || field === 'isWaitingForProduct') return;
    scriptRef.current = null;
    if (field === 'ticketSubCategoryId' && values.ticketSubCategoryId) {
      void loadScript({
        typeId: values.ticketTypeId ?? '',
        categoryId: values.ticketCategoryId ?? '',
        subCategoryId: values.ticketSubCategoryId,
      });
    }
  };

  const dialog = useFormDialog({ form, onClose, save });
  const disabled = dialog.isSaving;

  return (
    <TicketFormModal
      title="Yeni Bilet"
      open={open}
      form={form}
      initialValues={INITIAL_TICKET_FORM_VALUES}
      onValuesChange={onValuesChange}
      formLabel="Yeni bilet formu"
      formTestId="ticket-form"
      saveTestId="ticket-form-save"
      model={model}
      dialog={dialog}
    >
      <BreakdownFields
        isManager={model.isManager}
        store={store}
        onStoreChosen={setStore}
        showStoreView={layout.storeView}
        disabled={disabled}
      />
      {duplicates.data?.responseMessage && (
        <Alert
          type="warning"
          showIcon
          title={duplicates.data.responseMessage}
          style={{ marginBottom: 16 }}
          data-testid="ticket-duplicate-warning"
        />
      )}
      <TicketFormSections model={model} disabled={disabled}>
        <Divider />
        <TicketFilesField disabled={disabled} />
        <ClosingFields
          layout={layout}
          isVoiceRequired={state.callWrapUp?.isCustomerVoiceNecessary === true}
          disabled={disabled}
        />
      </TicketFormSections>
    </TicketFormModal>
  );
}
