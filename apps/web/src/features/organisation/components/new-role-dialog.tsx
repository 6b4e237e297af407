import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { ZCreateRoleRequest } from '@ccms/contract/organisation/schemas';
import { App, Form, Input, Modal } from 'antd';
import { saveCancelFooter } from '../../../components/save-cancel-footer';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useSingleRun } from '../../../lib/use-single-run';
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

  const { run: save, isRunning } = useSingleRun(async () => {
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
  });
  const requestClose = useCloseGuard(form, isRunning, onClose);

  return (
    <Modal
      open
      title="Rol Ekle"
      onCancel={requestClose}
      maskClosable={false}
      destroyOnHidden
      footer={saveCancelFooter({
        isSaving: isRunning,
        onCancel: requestClose,
        onSave: () => void save(),
        isSaveDisabled: !name?.trim(),
        saveTestId: 'new-role-save',
      })}
    >
      <Form form={form} layout="vertical" aria-label="Yeni rol" onFinish={() => void save()}>
        <Form.Item
          name="name"
          label="Rol adı"
          rules={[zodRule(ZCreateRoleRequest.shape.name)]}
          required
        >
          <Input count={{ show: true, max: 200 }} autoFocus data-testid="new-role-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
