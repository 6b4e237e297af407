import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { USER_TYPES } from '@ccms/contract/constants';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import {
  type TCreatedUser,
  ZCreateUserRequest,
  ZUserEmail,
} from '@ccms/contract/organisation/schemas';
import { storeTypeName } from '@ccms/contract/organisation/stores';
import { App, Button, Card, Col, Flex, Form, Input, Radio, Row, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { isUserEmailTaken } from '../api/check-user-email';
import { useCreateUser } from '../api/create-user';
import { canSaveNewUser, type EmailCheck, type NewUserValues } from './new-user-values';
import { pairKey, type StoreRoleChoice, StoreRoleForm } from './store-role-form';
import { USER_TYPE_OPTIONS } from './user-type-options';

type Props = {
  onClose: () => void;
  /** The saved user, with the one-time password link when the server made one. */
  onCreated: (created: TCreatedUser) => void;
};

const userShape = ZCreateUserRequest.shape.user.shape;
const EMAIL_CHECK_FAILED = 'E-posta adresi kontrol edilemedi. Alandan çıkıp yeniden deneyin.';

/**
 * 'Kullanıcı Ekle' (docs/domain.md §14.4 Screens, Users): a dialog that neither a click outside
 * nor Escape closes. Name, surname and e-mail (checked free on leaving the field), the user type
 * (§20; the invitation mail goes out on saving), and a table of store-roles filled through the role-in-store form; 'Kaydet' only when all of it is there.
 */
export function NewUserDialog({ onClose, onCreated }: Props) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<NewUserValues>();
  const values = Form.useWatch([], form) ?? {};
  const [roles, setRoles] = useState<StoreRoleChoice[]>([]);
  const [isRoleFormOpen, setIsRoleFormOpen] = useState(false);
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const create = useCreateUser();

  const checkEmail = async () => {
    const emailAddress = (form.getFieldValue('emailAddress') as string | undefined)?.trim() ?? '';
    if (!ZUserEmail.safeParse(emailAddress).success) return;
    if (emailCheck?.emailAddress === emailAddress && emailCheck.state !== 'failed') return;
    setEmailCheck({ emailAddress, state: 'checking' });
    try {
      const taken = await isUserEmailTaken(emailAddress);
      setEmailCheck({ emailAddress, state: taken ? 'taken' : 'free' });
    } catch {
      setEmailCheck({ emailAddress, state: 'failed' });
    }
  };
  // The field shows the check's answer once it is in (the rule below reads it).
  useEffect(() => {
    if (emailCheck && emailCheck.state !== 'checking') {
      form.validateFields(['emailAddress']).catch(() => {});
    }
  }, [emailCheck, form]);

  const canSave = canSaveNewUser({
    values,
    emailCheck,
    roleCount: roles.length,
    isRoleFormOpen,
  });

  const dialog = useFormDialog({
    onClose,
    save: async () => {
      if (!canSave) return;
      const fields = await form.validateFields();
      try {
        const answer = await create.mutateAsync({
          user: {
            name: fields.name ?? '',
            surname: fields.surname ?? '',
            emailAddress: fields.emailAddress ?? '',
            userType: fields.userType ?? USER_TYPES.retailer,
          },
          UserRoleInStores: roles.map((role) => ({ storeId: role.unit.id, roleId: role.role.id })),
        });
        for (const message of answer.messages) {
          notify(notification, 'success', { message, duration: 5 });
        }
        if (answer.data) onCreated(answer.data);
        onClose();
      } catch (error) {
        notify(notification, 'warning', {
          message: M.saveFailed,
          description: error instanceof ApiError ? error.messages.join(' ') : undefined,
          duration: 5,
        });
      }
    },
  });

  const emailRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const email = typeof value === 'string' ? value.trim() : '';
      if (emailCheck?.emailAddress !== email) return;
      if (emailCheck.state === 'taken') throw new Error(M.emailTaken);
      if (emailCheck.state === 'failed') throw new Error(EMAIL_CHECK_FAILED);
    },
  };

  return (
    <FormDialog
      dialog={dialog}
      title="Kullanıcı Ekle"
      width={860}
      keyboard={false}
      isSaveDisabled={!canSave}
      saveTestId="new-user-save"
      data-testid="new-user-dialog"
    >
      <Form<NewUserValues>
        form={form}
        layout="vertical"
        aria-label="Yeni kullanıcı"
        initialValues={{ userType: USER_TYPES.retailer }}
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label="Ad" rules={[zodRule(userShape.name)]} required>
              <Input count={{ show: true, max: 100 }} autoFocus data-testid="new-user-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="surname" label="Soyad" rules={[zodRule(userShape.surname)]} required>
              <Input count={{ show: true, max: 100 }} data-testid="new-user-surname" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="emailAddress"
              label="E-posta"
              rules={[zodRule(ZUserEmail), emailRule]}
              validateTrigger={['onBlur']}
              validateStatus={emailCheck?.state === 'checking' ? 'validating' : undefined}
              required
            >
              <Input
                type="email"
                maxLength={254}
                onBlur={() => void checkEmail()}
                onChange={() => setEmailCheck(null)}
                data-testid="new-user-email"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="userType" label="Kullanıcı tipi">
          <Radio.Group options={USER_TYPE_OPTIONS} data-testid="new-user-type" />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Kaydedince kullanıcıya parolasını belirleyeceği bağlantıyla bir davet e-postası
          gönderilir.
        </Typography.Paragraph>
      </Form>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Roller</Typography.Text>
        <Button
          icon={<PlusOutlined />}
          disabled={isRoleFormOpen}
          onClick={() => setIsRoleFormOpen(true)}
          data-testid="new-user-role-add"
        >
          Rol Ekle
        </Button>
      </Flex>
      {isRoleFormOpen && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <StoreRoleForm
            mode={{ kind: 'role', userId: null }}
            takenPairs={new Set(roles.map((role) => pairKey(role.unit.id, role.role.id)))}
            onSave={(choice) => {
              setRoles((current) => [...current, choice]);
              setIsRoleFormOpen(false);
            }}
            onCancel={() => setIsRoleFormOpen(false)}
            testId="new-user-role-form"
          />
        </Card>
      )}
      <Table<StoreRoleChoice>
        rowKey={(row) => pairKey(row.unit.id, row.role.id)}
        size="small"
        pagination={false}
        dataSource={roles}
        locale={{ emptyText: M.storeRoleRequired }}
        columns={[
          { title: 'Mağaza / Birim', key: 'unit', render: (_: unknown, row) => row.unit.name },
          {
            title: 'Birim tipi',
            key: 'type',
            render: (_: unknown, row) => storeTypeName(row.unit.type),
          },
          { title: 'Şehir', key: 'city', render: (_: unknown, row) => row.unit.cityName ?? '-' },
          { title: 'Rol', key: 'role', render: (_: unknown, row) => row.role.name },
          {
            title: 'İşlemler',
            key: 'actions',
            align: 'center',
            render: (_: unknown, row) => (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Kaldır: ${row.unit.name} - ${row.role.name}`}
                onClick={() => setRoles((current) => current.filter((item) => item !== row))}
              />
            ),
          },
        ]}
        data-testid="new-user-roles"
      />
    </FormDialog>
  );
}
