import { Flex, Form, Input, Radio, Typography } from 'antd';
import { FormListErrors } from './form-list-errors';
import type { SurveyAnswerValue } from './ticket-form-values';

const YES_NO = [
  { value: true, label: 'Evet' },
  { value: false, label: 'Hayır' },
];

/**
 * The survey of IVR breakdowns: every question yes or no; a 'yes' to the first (the IVR
 * question) asks for the IVR description.
 */
export function SurveyFields({ disabled }: { disabled: boolean }) {
  const form = Form.useFormInstance();
  return (
    <>
      <Typography.Title level={5}>Anket</Typography.Title>
      <Form.List name="answers">
        {(fields, _operations, { errors }) => (
          <Flex vertical data-testid="ticket-survey">
            {fields.map((field, index) => {
              const answer = form.getFieldValue(['answers', field.name]) as SurveyAnswerValue;
              return (
                <div key={field.key} data-testid="ticket-survey-question">
                  <Form.Item name={[field.name, 'state']} label={answer.description} required>
                    <Radio.Group options={YES_NO} disabled={disabled} />
                  </Form.Item>
                  {index === 0 && (
                    <Form.Item
                      noStyle
                      shouldUpdate={(previous, next) =>
                        previous.answers?.[0]?.state !== next.answers?.[0]?.state
                      }
                    >
                      {() =>
                        form.getFieldValue(['answers', field.name, 'state']) === true && (
                          <Form.Item
                            name={[field.name, 'ivrDescription']}
                            label="IVR Açıklaması"
                            required
                          >
                            <Input.TextArea rows={2} maxLength={1000} disabled={disabled} />
                          </Form.Item>
                        )
                      }
                    </Form.Item>
                  )}
                </div>
              );
            })}
            <FormListErrors errors={errors} />
          </Flex>
        )}
      </Form.List>
    </>
  );
}
