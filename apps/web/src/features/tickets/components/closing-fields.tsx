import { Col, Form, Row, Select, Switch } from 'antd';
import { useClosedCallWrapUps } from '../api/get-closed-call-wrap-ups';
import { useCustomerVoices } from '../api/get-customer-voices';
import type { TicketFormLayout } from './ticket-form-layout';

type Props = {
  layout: TicketFormLayout;
  isVoiceRequired: boolean;
  disabled: boolean;
};

const searchable = { optionFilterProp: 'label' } as const;

/**
 * For a case-closed rule set: 'keep ticket open', and while it is off the call result and the
 * customer voice (required only when the chosen call result says so).
 */
export function ClosingFields({ layout, isVoiceRequired, disabled }: Props) {
  const wrapUps = useClosedCallWrapUps(layout.callWrapUp);
  const voices = useCustomerVoices(layout.customerVoice);
  if (!layout.keepOpen && !layout.callWrapUp) return null;
  return (
    <>
      {layout.keepOpen && (
        <Form.Item
          name="isNotClosed"
          label="Bileti Açık Bırak"
          valuePropName="checked"
          layout="horizontal"
          extra="Kapalı kural setli bilet, açık bırakılmadıkça oluşturulurken kapatılır."
        >
          <Switch disabled={disabled} data-testid="ticket-keep-open" />
        </Form.Item>
      )}
      <Row gutter={16}>
        {layout.callWrapUp && (
          <Col xs={24} md={12}>
            <Form.Item name="callWrapUpId" label="Çağrı Sonucu" required>
              <Select
                options={(wrapUps.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
                allowClear
                showSearch={searchable}
                loading={wrapUps.isPending}
                placeholder="Çağrı sonucu seçiniz"
                disabled={disabled}
                data-testid="ticket-call-wrap-up"
              />
            </Form.Item>
          </Col>
        )}
        {layout.customerVoice && (
          <Col xs={24} md={12}>
            <Form.Item name="customerVoiceId" label="Müşteri Sesi" required={isVoiceRequired}>
              <Select
                options={(voices.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
                allowClear
                showSearch={searchable}
                loading={voices.isPending}
                placeholder="Müşteri sesi seçiniz"
                disabled={disabled}
                data-testid="ticket-customer-voice"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
