import { ClearOutlined } from '@ant-design/icons';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { MAX_SCRIPT_LENGTH } from '@ccms/contract/hierarchy-admin/schemas';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { saveCancelFooter } from '../../../../components/save-cancel-footer';
import { useCloseGuard } from '../../../../lib/use-close-guard';
import { useSingleRun } from '../../../../lib/use-single-run';
import { useUpdateCategorySet } from '../../api/update-category-set';
import { breakdownName, toUpdateRequest } from './category-set-row';

type Values = { script?: string };
type Props = { row: TCategorySet; onClose: () => void };

/**
 * 'Script Güncelle': the current script, a text area holding it, 'Temizle' (empties the text
 * area) and 'Kaydet' (the whole row with the new script; an empty one removes it).
 */
export function ScriptDialog({ row, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateCategorySet();

  const { run: save, isRunning } = useSingleRun(async () => {
    const { script } = await form.validateFields();
    await update.mutateAsync(toUpdateRequest(row, { script: script ?? null }));
    onClose();
  });
  const requestClose = useCloseGuard(form, isRunning, onClose);

  return (
    <Modal
      open
      title={`Script Güncelle - ${breakdownName(row)}`}
      width={640}
      onCancel={requestClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button
          key="clear"
          icon={<ClearOutlined />}
          onClick={() => form.setFields([{ name: 'script', value: '', touched: true }])}
          disabled={isRunning}
          data-testid="script-dialog-clear"
        >
          Temizle
        </Button>,
        ...saveCancelFooter({
          isSaving: isRunning,
          onCancel: requestClose,
          onSave: () => void save(),
          saveTestId: 'script-dialog-save',
        }),
      ]}
    >
      <Typography.Text strong>Mevcut script</Typography.Text>
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}
        type={row.script ? undefined : 'secondary'}
        data-testid="script-dialog-current"
      >
        {row.script || 'Script tanımlanmamış.'}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ script: row.script ?? '' }}
        aria-label="Script formu"
      >
        <Form.Item name="script" label="Yeni script">
          <Input.TextArea
            rows={8}
            maxLength={MAX_SCRIPT_LENGTH}
            showCount
            disabled={isRunning}
            data-testid="script-dialog-text"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
