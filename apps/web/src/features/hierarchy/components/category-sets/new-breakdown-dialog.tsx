import { ClearOutlined } from '@ant-design/icons';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { MAX_SCRIPT_LENGTH } from '@ccms/contract/hierarchy-admin/schemas';
import { Button, Form, Input } from 'antd';
import { FormDialog, useFormDialog } from '../../../../components/form-dialog';
import { randomUuid } from '../../../../lib/random-uuid';
import { useAddCategorySet } from '../../api/add-category-set';
import type { FilterKind } from './category-set-query';
import { NameSearchSelect } from './name-search-select';
import {
  missingSelections,
  NEW_BREAKDOWN_REQUIRED,
  type NewBreakdownValues,
  toCreateRequest,
} from './new-breakdown-values';

type Selection = keyof typeof NEW_BREAKDOWN_REQUIRED;
const SELECTIONS: { name: Selection; label: string }[] = [
  { name: 'typeId', label: 'Bilet Tipi' },
  { name: 'categoryId', label: 'Kategori' },
  { name: 'subCategoryId', label: 'Alt Kategori' },
  { name: 'ruleSetId', label: 'Kural Seti' },
];

type Props = { open: boolean; onClose: () => void };

/**
 * 'Yeni Kırılım': type, category, sub-category and rule set (all required; a missing one turns
 * red with its message), the script, 'Seçimleri Temizle' and 'Kaydet'. The server refuses the
 * same triple twice (its message is shown by the global handler) and the dialog stays open.
 */
export function NewBreakdownDialog({ open, onClose }: Props) {
  const [form] = Form.useForm<NewBreakdownValues>();
  const add = useAddCategorySet();

  const dialog = useFormDialog({
    form,
    onClose,
    save: async () => {
      const values = form.getFieldsValue(true) as NewBreakdownValues;
      const missing = missingSelections(values);
      if (missing.length > 0) {
        form.setFields(missing.map(({ name, message }) => ({ name, errors: [message] })));
        return;
      }
      await add.mutateAsync(toCreateRequest(values, randomUuid()));
      onClose();
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      open={open}
      title={M.newBreakdownTitle}
      width={560}
      afterClose={() => {
        form.resetFields();
        add.reset();
      }}
      extraButtons={[
        <Button
          key="clear"
          icon={<ClearOutlined />}
          // The script stays: only the selections are cleared.
          onClick={() => form.resetFields(SELECTIONS.map(({ name }) => name))}
          disabled={dialog.isSaving}
          data-testid="new-breakdown-clear"
        >
          Seçimleri Temizle
        </Button>,
      ]}
      saveTestId="new-breakdown-save"
    >
      <Form<NewBreakdownValues>
        form={form}
        layout="vertical"
        onFinish={dialog.save}
        aria-label="Yeni kırılım formu"
        data-testid="new-breakdown-form"
      >
        {SELECTIONS.map(({ name, label }) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            required
            rules={[{ required: true, message: NEW_BREAKDOWN_REQUIRED[name] }]}
          >
            <NameSearchSelect
              kind={name as FilterKind}
              activeOnly
              placeholder={`${label} seçiniz`}
              disabled={dialog.isSaving}
              data-testid={`new-breakdown-${name}`}
            />
          </Form.Item>
        ))}
        <Form.Item name="script" label="Script">
          <Input.TextArea
            rows={5}
            maxLength={MAX_SCRIPT_LENGTH}
            showCount
            disabled={dialog.isSaving}
            data-testid="new-breakdown-script"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
