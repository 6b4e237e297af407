import { Flex, Form, Input, Radio, Typography } from 'antd';
import { FormListErrors } from './form-list-errors';
import type { SurveyAnswerValue, TicketFormValues } from './ticket-form-values';

const YES_NO = [
  { value: true, label: 'Evet' },
  { value: false, label: 'Hayır' },
];

type FieldProps = { name: number; disabled: boolean };

/**
 * The survey of IVR breakdowns: every question yes or no; a 'yes' to the first (the IVR
 * question) asks for the IVR description.
 */
export function SurveyFields({ disabled }: { disabled: boolean }) {
  return (
    <>
      <Typography.Title level={5}>Anket</Typography.Title>
      <Form.List name="answers">
        {(fields, _operations, { errors }) => (
          <Flex vertical data-testid="ticket-survey">
            {fields.map((field, index) => (
              <SurveyQuestion
                key={field.key}
                name={field.name}
                isIvrQuestion={index === 0}
                disabled={disabled}
              />
            ))}
            <FormListErrors errors={errors} />
          </Flex>
        )}
      </Form.List>
    </>
  );
}

/** One question of the list (`name` is its place in `answers`), answered yes or no. */
function SurveyQuestion({
  name,
  isIvrQuestion,
  disabled,
}: FieldProps & { isIvrQuestion: boolean }) {
  const form = Form.useFormInstance();
  const answer = form.getFieldValue(['answers', name]) as SurveyAnswerValue;
  return (
    <div data-testid="ticket-survey-question">
      <Form.Item name={[name, 'state']} label={answer.description} required>
        <Radio.Group options={YES_NO} disabled={disabled} />
      </Form.Item>
      {isIvrQuestion && <IvrDescription name={name} disabled={disabled} />}
    </div>
  );
}

const firstAnswerChanged = (previous: TicketFormValues, next: TicketFormValues) =>
  previous.answers?.[0]?.state !== next.answers?.[0]?.state;

/** The IVR description, asked while the IVR question is answered yes. */
function IvrDescription({ name, disabled }: FieldProps) {
  const form = Form.useFormInstance();
  const isYes = () => form.getFieldValue(['answers', name, 'state']) === true;
  return (
    <Form.Item noStyle shouldUpdate={firstAnswerChanged}>
      {() =>
        isYes() && (
          <Form.Item name={[name, 'ivrDescription']} label="IVR Açıklaması" required>
            <Input.TextArea rows={2} maxLength={1000} disabled={disabled} />
          </Form.Item>
        )
      }
    </Form.Item>
  );
}
