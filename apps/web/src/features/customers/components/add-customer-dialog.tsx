import { Form, Modal } from 'antd';
import { saveCancelFooter } from '../../../components/save-cancel-footer';
import { randomUuid } from '../../../lib/random-uuid';
import { useCloseGuard } from '../../../lib/use-close-guard';
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

  const save = async () => {
    let values: CustomerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows the messages next to the fields.
    }
    const id = randomUuid();
    try {
      const response = await add.mutateAsync(toCustomerInput(values, id));
      onAdded(response.data?.id ?? id);
    } catch {
      // Shown by the global handler; the dialog stays open with the values.
    }
  };

  const requestClose = useCloseGuard(form, add.isPending, onClose);

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
      }}
      footer={saveCancelFooter({
        isSaving: add.isPending,
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
        <CustomerFormFields showCards disabled={add.isPending} />
      </Form>
    </Modal>
  );
}
