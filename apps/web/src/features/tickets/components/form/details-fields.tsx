import { Alert, Col, Form, Input, Row } from 'antd';

const PERSONAL_DATA_WARNING =
  'Açıklamaya müşterinin kişisel verilerini (T.C. kimlik numarası, kart bilgisi, adres, sağlık bilgisi vb.) yazmayınız.';

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The description (prefilled from the breakdown's script) and the current loyalty card. */
export function DetailsFields({ disabled }: { disabled: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Form.Item
          name="description"
          label="Açıklama"
          required
          // An alert rather than warning-coloured text: its dark text on the light yellow is
          // readable (contrast 4.5:1), the yellow text on white was not.
          extra={<Alert type="warning" showIcon title={PERSONAL_DATA_WARNING} />}
        >
          <Input.TextArea
            rows={5}
            maxLength={4000}
            disabled={disabled}
            data-testid="ticket-description"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="currentWatsonsCardNo"
          label="Güncel Sadakat Kartı No"
          normalize={digitsOnly}
        >
          <Input
            maxLength={13}
            inputMode="numeric"
            placeholder="13 haneli kart numarası"
            disabled={disabled}
            data-testid="ticket-card-number"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
