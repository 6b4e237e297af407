import { Col, Form, Row, Switch } from 'antd';
import { useClosedCallWrapUps } from '../../api/form/get-closed-call-wrap-ups';
import { useCustomerVoices } from '../../api/form/get-customer-voices';
import { NamedLookupSelect } from './named-lookup-select';
import type { TicketFormLayout } from './ticket-form-layout';

type Props = {
  layout: TicketFormLayout;
  isVoiceRequired: boolean;
  disabled: boolean;
};

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
              <NamedLookupSelect
                lookup={wrapUps}
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
              <NamedLookupSelect
                lookup={voices}
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
