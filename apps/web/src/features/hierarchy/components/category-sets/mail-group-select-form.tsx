import { SaveOutlined } from '@ant-design/icons';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { Button, Flex, Form, type FormInstance, Select } from 'antd';
import { useSingleRun } from '../../../../lib/use-single-run';
import { useMailGroups } from '../../api/get-mail-groups';
import { useUpdateCategorySet } from '../../api/update-category-set';
import { toUpdateRequest } from './category-set-row';
import { mailGroupOptions, NO_MAIL_GROUP, toMailGroupId } from './mail-dialog-rules';

export type MailGroupValues = { mailGroupId: string };

type Props = { row: TCategorySet; form: FormInstance<MailGroupValues> };

/**
 * The mail group of a breakdown: a select with an empty option and the active groups, saved
 * with 'Kaydet' as part of the whole row.
 */
export function MailGroupSelectForm({ row, form }: Props) {
  const groups = useMailGroups(true);
  const update = useUpdateCategorySet();
  const { run: save, isRunning } = useSingleRun(async () => {
    const { mailGroupId } = await form.validateFields();
    await update.mutateAsync(toUpdateRequest(row, { mailGroupId: toMailGroupId(mailGroupId) }));
    // The saved value is the new starting point (nothing left unsaved): setFieldsValue would
    // mark the field touched, and closing would ask about changes already saved.
    form.resetFields();
    form.setFields([{ name: 'mailGroupId', value: mailGroupId, touched: false }]);
  });

  return (
    <Form<MailGroupValues>
      form={form}
      layout="vertical"
      initialValues={{ mailGroupId: row.mailGroupId ?? NO_MAIL_GROUP }}
      onFinish={() => void save()}
      aria-label="Mail grubu formu"
      data-testid="mail-group-form"
    >
      <Flex gap={8} align="flex-end">
        <Form.Item name="mailGroupId" label="Mail Grubu" style={{ flex: 1, marginBottom: 0 }}>
          <Select
            options={mailGroupOptions(groups.data ?? [], row.mailGroupId)}
            loading={groups.isPending}
            disabled={isRunning}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="mail-group-select"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={isRunning}
          data-testid="mail-group-save"
        >
          Kaydet
        </Button>
      </Flex>
    </Form>
  );
}
