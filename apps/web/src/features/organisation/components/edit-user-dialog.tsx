import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { ZUpdateUserRequest } from '@ccms/contract/organisation/schemas';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { Alert, App, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { useUpdateUser } from '../api/update-user';
import { USER_TYPE_OPTIONS } from './user-type-options';

type Values = { name: string; surname: string; emailAddress: string; userType: 0 | 1 };
const shape = ZUpdateUserRequest.shape;

type Props = {
  user: TUserRow;
  /** The saved values: the panel's title follows a rename even before the list reloads. */
  onSaved: (values: Values) => void;
  onClose: () => void;
};

/**
 * 'Kullanıcıyı Düzenle' (docs/domain.md §20): names, e-mail address and user type, with the
 * rules of the new user dialog; a taken address is refused by the server and shown here.
 */
export function EditUserDialog({ user, onSaved, onClose }: Props) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const update = useUpdateUser();

  const dialog = useFormDialog({
    onClose,
    save: async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      setProblems([]);
      try {
        const answer = await update.mutateAsync({ ...values, id: user.id });
        onSaved(values);
        for (const message of answer.messages) {
          notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
        }
        onClose();
      } catch (error) {
        setProblems(failureMessages(error, M.saveFailed));
      }
    },
  });

  return (
    <FormDialog dialog={dialog} title="Kullanıcıyı Düzenle" data-testid="edit-user-dialog">
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="Kullanıcıyı düzenle"
        initialValues={{
          name: user.name,
          surname: user.surname,
          emailAddress: user.emailAddress,
          userType: user.userType === 0 ? 0 : 1,
        }}
      >
        <Form.Item name="name" label="Ad" rules={[zodRule(shape.name)]} required>
          <Input count={{ show: true, max: 100 }} data-testid="edit-user-name" />
        </Form.Item>
        <Form.Item name="surname" label="Soyad" rules={[zodRule(shape.surname)]} required>
          <Input count={{ show: true, max: 100 }} data-testid="edit-user-surname" />
        </Form.Item>
        <Form.Item
          name="emailAddress"
          label="E-posta"
          rules={[zodRule(shape.emailAddress)]}
          required
        >
          <Input type="email" maxLength={254} data-testid="edit-user-email" />
        </Form.Item>
        <Form.Item name="userType" label="Kullanıcı tipi">
          <Radio.Group options={USER_TYPE_OPTIONS} data-testid="edit-user-type" />
        </Form.Item>
      </Form>
      {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} />}
    </FormDialog>
  );
}
