import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { ZCreateRoleRequest } from '@ccms/contract/organisation/schemas';
import { App, Form, Input } from 'antd';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateRole } from '../api/create-role';

type Props = { onClose: () => void; onCreated: (role: TRoleRow) => void };

/**
 * 'Rol Ekle' (docs/domain.md §14.4 Roles): the name only; a new role is a department role
 * (type 4) unless changed later.
 */
export function NewRoleDialog({ onClose, onCreated }: Props) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ name?: string }>();
  const name = Form.useWatch('name', form);
  const create = useCreateRole();

  const dialog = useFormDialog({
    form,
    onClose,
    save: async () => {
      const values = await form.validateFields();
      try {
        const answer = await create.mutateAsync({ name: values.name ?? '', roleType: 4 });
        notify(notification, 'success', { message: answer.messages[0] ?? '', duration: 5 });
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

  return (
    <FormDialog
      dialog={dialog}
      title="Rol Ekle"
      isSaveDisabled={!name?.trim()}
      saveTestId="new-role-save"
    >
      <Form form={form} layout="vertical" aria-label="Yeni rol" onFinish={dialog.save}>
        <Form.Item
          name="name"
          label="Rol adı"
          rules={[zodRule(ZCreateRoleRequest.shape.name)]}
          required
        >
          <Input count={{ show: true, max: 200 }} autoFocus data-testid="new-role-name" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
