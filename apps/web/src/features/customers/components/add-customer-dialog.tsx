import { Form } from 'antd';
import { useMemo, useRef } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { randomUuid } from '../../../lib/random-uuid';
import { useAddCustomer } from '../api/add-customer';
import {
  CustomerFormFields,
  type CustomerFormValues,
  toCustomerInput,
} from './customer-form-fields';

const INITIAL_VALUES: CustomerFormValues = { loyaltyCards: [{ number: '' }] };

type Props = {
  open: boolean;
  onClose: () => void;
  /** Called with the new customer's id after a successful save. */
  onAdded: (id: string) => void;
  /** The number the form starts with: an unknown caller's (docs/domain.md §6 Incoming call). */
  initialPhone?: string | null;
};

/**
 * 'Yeni Müşteri': the customer form with cards. A failed save keeps the dialog open with the
 * values (the global handler shows the server's messages in red).
 */
export function AddCustomerDialog({ open, onClose, onAdded, initialPhone }: Props) {
  const initialValues = useMemo(
    () => (initialPhone ? { ...INITIAL_VALUES, phoneNumber: initialPhone } : INITIAL_VALUES),
    [initialPhone],
  );
  const [form] = Form.useForm<CustomerFormValues>();
  const add = useAddCustomer();
  // One id per opening of the dialog: it is the save's idempotency key, so a double click or a
  // retry of 'Kaydet' adds the customer once (docs/domain.md §21).
  const customerId = useRef<string | null>(null);

  const dialog = useFormDialog({
    form,
    onClose,
    isPending: add.isPending,
    save: async () => {
      let values: CustomerFormValues;
      try {
        values = await form.validateFields();
      } catch {
        return; // The form shows the messages next to the fields.
      }
      customerId.current ??= randomUuid();
      const id = customerId.current;
      try {
        const response = await add.mutateAsync(toCustomerInput(values, id));
        onAdded(response.data?.id ?? id);
      } catch {
        // Shown by the global handler; the dialog stays open with the values.
      }
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      open={open}
      title="Yeni Müşteri"
      width={720}
      afterClose={() => {
        form.resetFields();
        add.reset();
        customerId.current = null;
      }}
      saveTestId="customer-form-save"
    >
      <Form<CustomerFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={dialog.save}
        aria-label="Yeni müşteri formu"
      >
        <CustomerFormFields showCards disabled={dialog.isSaving} />
      </Form>
    </FormDialog>
  );
}
