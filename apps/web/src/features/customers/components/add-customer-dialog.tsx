import { Form, Modal } from 'antd';
import { useRef } from 'react';
import { saveCancelFooter } from '../../../components/save-cancel-footer';
import { randomUuid } from '../../../lib/random-uuid';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useSingleRun } from '../../../lib/use-single-run';
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
};

/**
 * 'Yeni Müşteri': the customer form with cards. A failed save keeps the dialog open with the
 * values (the global handler shows the server's messages in red).
 */
export function AddCustomerDialog({ open, onClose, onAdded }: Props) {
  const [form] = Form.useForm<CustomerFormValues>();
  const add = useAddCustomer();
  // One id per opening of the dialog: it is the save's idempotency key, so a double click or a
  // retry of 'Kaydet' adds the customer once (docs/domain.md §21).
  const customerId = useRef<string | null>(null);

  const { run: save, isRunning } = useSingleRun(async () => {
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
  });
  const isSaving = add.isPending || isRunning;

  const requestClose = useCloseGuard(form, isSaving, onClose);

  return (
    <Modal
      open={open}
      title="Yeni Müşteri"
      width={720}
      onCancel={requestClose}
      maskClosable={false}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        add.reset();
        customerId.current = null;
      }}
      footer={saveCancelFooter({
        isSaving,
        onCancel: requestClose,
        onSave: () => void save(),
        saveTestId: 'customer-form-save',
      })}
    >
      <Form<CustomerFormValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={() => void save()}
        aria-label="Yeni müşteri formu"
      >
        <CustomerFormFields showCards disabled={isSaving} />
      </Form>
    </Modal>
  );
}
