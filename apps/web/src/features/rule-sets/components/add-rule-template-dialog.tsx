import { ZAddRuleTemplateRequest } from '@ccms/contract/rule-sets';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { randomUuid } from '../../../lib/random-uuid';
import { zodRule } from '../../../lib/zod-rule';
import { useAddRuleTemplate } from '../api/add-rule-template';

type Values = { name: string; displayName: string; value: string };

const INITIAL_VALUES: Values = { name: '', displayName: '', value: '1' };
const { shape } = ZAddRuleTemplateRequest;

/**
 * 'Kural Şablonu Ekle' (docs/domain.md §10 Rules of a rule set): the rule's name as the ticket form
 * reads it (Information.Product.IsMandatory), the name people see, and its value ('1').
 */
export function AddRuleTemplateDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [id] = useState(randomUuid);
  const add = useAddRuleTemplate();

  const dialog = useFormDialog({
    form,
    onClose,
    save: async () => {
      // A field that does not pass rejects here; the form shows its message.
      const values = await form.validateFields();
      await add.mutateAsync({ id, ...values });
      onClose();
    },
  });

  return (
    <FormDialog dialog={dialog} title="Kural Şablonu Ekle" saveTestId="rule-template-save">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={dialog.save}
        aria-label="Kural şablonu formu"
        disabled={dialog.isSaving}
      >
        <Form.Item name="name" label="Kural adı" required rules={[zodRule(shape.name)]}>
          <Input
            count={{ show: true, max: 200 }}
            placeholder="Information.Product.IsMandatory"
            data-testid="rule-template-name"
          />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="Görünen ad"
          required
          rules={[zodRule(shape.displayName)]}
        >
          <Input count={{ show: true, max: 200 }} data-testid="rule-template-display-name" />
        </Form.Item>
        <Form.Item name="value" label="Değer" rules={[zodRule(shape.value)]}>
          <Input count={{ show: true, max: 500 }} data-testid="rule-template-value" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
