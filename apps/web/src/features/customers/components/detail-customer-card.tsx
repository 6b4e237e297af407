import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import type { TCustomer } from '@ccms/contract/customers/schemas';
import {
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Divider,
  Form,
  Space,
  Tooltip,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useUpdateCustomer } from '../api/update-customer';
import {
  CustomerFormFields,
  type CustomerFormValues,
  toCustomerFormValues,
  toCustomerInput,
} from './customer-form-fields';

type Props = {
  customer: TCustomer;
  /** Why editing is not allowed (a manager, no 'Customer.Crud'); null when it is. */
  editBlockReason: string | null;
  /** The 'Aktif' and 'Flag' switches, shown in both modes. */
  statusSwitches: ReactNode;
};

function describe(customer: TCustomer, statusSwitches: ReactNode): DescriptionsProps['items'] {
  return [
    { key: 'firstName', label: 'Ad', children: customer.firstName },
    { key: 'lastName', label: 'Soyad', children: customer.lastName },
    { key: 'phoneNumber', label: 'Telefon', children: customer.phoneNumber },
    {
      key: 'birthDate',
      label: 'Doğum Tarihi',
      children: formatDate(customer.datetimeOfCustomer) || '-',
    },
    { key: 'email', label: 'E-posta', children: customer.emailAddress || '-' },
    { key: 'address', label: 'Adres', children: customer.address?.addressText || '-', span: 2 },
    { key: 'status', label: 'Durum', children: statusSwitches, span: 2 },
    {
      key: 'createdDate',
      label: 'Oluşturulma Tarihi',
      children: formatDateTime(customer.createdDate),
    },
  ];
}

/**
 * 'Müşteri Bilgileri' (docs/domain.md §6 Customer detail): read mode, then edit mode with a
 * backup of the values, then save (success leaves edit mode) or cancel (restores the backup).
 */
export function DetailCustomerCard({ customer, editBlockReason, statusSwitches }: Props) {
  const [form] = Form.useForm<CustomerFormValues>();
  /** The values edit mode started from; null in read mode. */
  const [backup, setBackup] = useState<CustomerFormValues | null>(null);
  const isEditing = backup !== null;
  const update = useUpdateCustomer();

  const startEditing = () => setBackup(toCustomerFormValues(customer));

  const cancel = () => {
    if (backup) form.setFieldsValue(backup);
    update.reset();
    setBackup(null);
  };

  const save = async () => {
    let values: CustomerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages next to the fields
    }
    try {
      // The global handler shows 'Kayıt işlemi başarılı' or the server's messages.
      await update.mutateAsync(toCustomerInput(values, customer.id));
    } catch {
      return; // stay in edit mode with the typed values
    }
    setBackup(null);
  };

  const actions = isEditing ? (
    <Space>
      <Button
        onClick={cancel}
        icon={<CloseOutlined />}
        disabled={update.isPending}
        data-testid="customer-cancel"
      >
        Vazgeç
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={update.isPending}
        onClick={() => void save()}
        data-testid="customer-save"
      >
        Kaydet
      </Button>
    </Space>
  ) : (
    <Tooltip title={editBlockReason ?? undefined}>
      <Button
        icon={<EditOutlined />}
        disabled={editBlockReason !== null}
        onClick={startEditing}
        data-testid="customer-edit"
      >
        Düzenle
      </Button>
    </Tooltip>
  );

  return (
    <Card title="Müşteri Bilgileri" size="small" extra={actions} data-testid="customer-info">
      {isEditing ? (
        <>
          {statusSwitches}
          <Divider style={{ marginBlock: 12 }} />
          <Form<CustomerFormValues>
            form={form}
            layout="vertical"
            initialValues={backup}
            disabled={update.isPending}
            onFinish={() => void save()}
            data-testid="customer-edit-form"
          >
            <CustomerFormFields />
          </Form>
        </>
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={describe(customer, statusSwitches)}
          data-testid="customer-descriptions"
        />
      )}
    </Card>
  );
}
