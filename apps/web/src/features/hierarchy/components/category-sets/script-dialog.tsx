import { ClearOutlined } from '@ant-design/icons';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { MAX_SCRIPT_LENGTH } from '@ccms/contract/hierarchy-admin/schemas';
import { Button, Form, Input, Typography } from 'antd';
import { FormDialog, useFormDialog } from '../../../../components/form-dialog';
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

  const dialog = useFormDialog({
    form,
    onClose,
    save: async () => {
      const { script } = await form.validateFields();
      await update.mutateAsync(toUpdateRequest(row, { script: script ?? null }));
      onClose();
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      title={`Script Güncelle - ${breakdownName(row)}`}
      width={640}
      extraButtons={[
        <Button
          key="clear"
          icon={<ClearOutlined />}
          onClick={() => form.setFields([{ name: 'script', value: '', touched: true }])}
          disabled={dialog.isSaving}
          data-testid="script-dialog-clear"
        >
          Temizle
        </Button>,
      ]}
      saveTestId="script-dialog-save"
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
            disabled={dialog.isSaving}
            data-testid="script-dialog-text"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
