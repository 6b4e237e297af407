import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { App, Descriptions, Form } from 'antd';
import { FormDialog, useFormDialog } from '../../../../components/form-dialog';
import { useOverrideRuleSetOfCategory } from '../../../../lib/api/override-rule-set-of-category';
import { notify } from '../../../../lib/notify';
import { messagesBeyondSaved } from '../../../../lib/response-notice';
import { breakdownName } from './category-set-row';
import { NameSearchSelect } from './name-search-select';

type Values = { ruleSetId?: string };
type Props = { row: TCategorySet; onClose: () => void };

/**
 * 'Kural Seti Güncelle': the breakdown's current rule set and a searchable choice of another;
 * 'Kaydet' gives it the chosen one (OverrideRuleSetOfCategory) and the list reloads.
 */
export function RuleSetDialog({ row, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const { notification } = App.useApp();
  const override = useOverrideRuleSetOfCategory();

  const dialog = useFormDialog({
    form,
    onClose,
    save: async () => {
      // A missing choice rejects here; the form shows the message on the field.
      const { ruleSetId } = await form.validateFields();
      if (!ruleSetId) return;
      if (ruleSetId === row.ruleSetId) return onClose();
      const response = await override.mutateAsync({ ruleSetId, categorySetId: row.id });
      // What the change did besides (a case-closing rule set switches the SMS off, say).
      for (const message of messagesBeyondSaved(response.messages)) {
        notify(notification, 'warning', { title: message, duration: NOTIFY_SECONDS.warning });
      }
      onClose();
    },
  });

  return (
    <FormDialog dialog={dialog} title="Kural Seti Güncelle" saveTestId="rule-set-dialog-save">
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'breakdown', label: 'Kırılım', children: breakdownName(row) },
          { key: 'current', label: 'Mevcut kural seti', children: row.ruleSetName ?? '-' },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={dialog.save}
        aria-label="Kural seti formu"
        data-testid="rule-set-dialog-form"
      >
        <Form.Item
          name="ruleSetId"
          label="Yeni kural seti"
          rules={[{ required: true, message: M.ruleSetRequired }]}
        >
          <NameSearchSelect
            kind="ruleSetId"
            placeholder="Kural seti seçiniz"
            disabled={dialog.isSaving}
            data-testid="rule-set-dialog-select"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
