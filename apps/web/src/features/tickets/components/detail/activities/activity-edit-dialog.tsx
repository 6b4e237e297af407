import {
  type TActivityFormError,
  validateActivityUpdate,
} from '@ccms/contract/tickets-activities/rules';
import type { TUpdateActivityInput } from '@ccms/contract/tickets-activities/schemas';
import { Form, Input } from 'antd';
import { FormDialog, useFormDialog } from '../../../../../components/form-dialog';
import { MoneyInput } from './money-input';
import { useActivityUpdate } from './use-activity-update';

type Changes = Omit<TUpdateActivityInput, 'id'>;

export type ActivityEditField = {
  name: 'description' | 'discountCode' | 'discountCodeAmount' | 'moneyPoint' | 'moneyPointAmount';
  label: string;
  kind: 'text' | 'textarea' | 'amount';
};

type Props = {
  title: string;
  ticketId: string;
  activityId: string;
  fields: ActivityEditField[];
  initialValues: Record<string, string | number | null>;
  onClose: () => void;
  testId: string;
};

/** The value as UpdateActivity takes it: text as typed, amounts as numbers (null when empty). */
function toChanges(fields: ActivityEditField[], values: Record<string, unknown>): Changes {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'amount') changes[field.name] = typeof value === 'number' ? value : null;
    else changes[field.name] = typeof value === 'string' ? value : '';
  }
  return changes as Changes;
}

/**
 * The inline edits of an activity (docs/domain.md §13.2 Inline edits): its description, its
 * discount code and amount, or its points and amount; the messages of validateActivityUpdate on
 * the fields, then UpdateActivity.
 */
export function ActivityEditDialog({
  title,
  ticketId,
  activityId,
  fields,
  initialValues,
  onClose,
  testId,
}: Props) {
  const [form] = Form.useForm();
  const { send, isPending } = useActivityUpdate(ticketId);

  const submit = async () => {
    const changes = toChanges(fields, form.getFieldsValue(true));
    const errors: TActivityFormError[] = validateActivityUpdate(changes);
    form.setFields(
      fields.map((field) => ({
        name: field.name,
        errors: errors.filter((error) => error.field === field.name).map((error) => error.message),
      })),
    );
    if (errors.length > 0) return;
    if (await send({ id: activityId, ...changes })) onClose();
  };
  const dialog = useFormDialog({ onClose, save: submit, isPending, canCloseWhileSaving: true });

  return (
    <FormDialog dialog={dialog} title={title} saveTestId={`${testId}-save`}>
      <Form form={form} layout="vertical" initialValues={initialValues} data-testid={testId}>
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} required>
            {field.kind === 'textarea' ? (
              <Input.TextArea rows={4} maxLength={4000} data-testid={`${testId}-${field.name}`} />
            ) : field.kind === 'amount' ? (
              <MoneyInput data-testid={`${testId}-${field.name}`} />
            ) : (
              <Input maxLength={100} data-testid={`${testId}-${field.name}`} />
            )}
          </Form.Item>
        ))}
      </Form>
    </FormDialog>
  );
}
