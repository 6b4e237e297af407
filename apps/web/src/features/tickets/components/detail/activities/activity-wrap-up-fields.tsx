import type { TClosedCallWrapUp } from '@ccms/contract/reference';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useCustomerVoices } from '../../../api/form/get-customer-voices';
import { NamedLookupSelect } from '../../form/named-lookup-select';
import { MoneyInput } from './money-input';

type Shown = {
  callWrapUp: boolean;
  customerVoice: boolean;
  discountCode: boolean;
  moneyPoint: boolean;
};

type Props = {
  shown: Shown;
  wrapUps: { data?: TClosedCallWrapUp[]; isPending: boolean; isError: boolean };
  hasDiscountCode: boolean;
  hasMoneyPoint: boolean;
  disabled: boolean;
};

/**
 * The wrap-up part of the new-activity form (docs/domain.md §13.2): the wrap-up, the customer voice
 * when the wrap-up asks for it, and the discount-code or points block it reveals.
 */
export function ActivityWrapUpFields({
  shown,
  wrapUps,
  hasDiscountCode,
  hasMoneyPoint,
  disabled,
}: Props) {
  const voices = useCustomerVoices(shown.customerVoice);
  return (
    <>
      <Row gutter={16}>
        {shown.callWrapUp && (
          <Col xs={24} md={12}>
            <Form.Item
              name="callWrapUpId"
              label="Çağrı Sonucu"
              required
              help={wrapUps.isError ? 'Çağrı sonuçları alınamadı.' : undefined}
            >
              <NamedLookupSelect
                lookup={wrapUps}
                placeholder="Çağrı sonucu seçiniz"
                disabled={disabled}
                data-testid="activity-call-wrap-up"
              />
            </Form.Item>
          </Col>
        )}
        {shown.customerVoice && (
          <Col xs={24} md={12}>
            <Form.Item name="customerVoiceId" label="Müşteri Sesi" required>
              <NamedLookupSelect
                lookup={voices}
                placeholder="Müşteri sesi seçiniz"
                disabled={disabled}
                data-testid="activity-customer-voice"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {shown.discountCode && (
        <AmountBlock
          switchName="hasDiscountCode"
          switchLabel="İndirim Kodu Tanımla"
          isOn={hasDiscountCode}
          fields={{
            value: {
              name: 'discountCode',
              label: 'İndirim Kodu',
              testId: 'activity-discount-code',
            },
            amount: {
              name: 'discountCodeAmount',
              label: 'İndirim Tutarı',
              testId: 'activity-discount-amount',
            },
            description: {
              name: 'discountCodeDescription',
              label: 'İndirim Açıklaması',
              testId: 'activity-discount-description',
            },
          }}
          disabled={disabled}
        />
      )}
      {shown.moneyPoint && (
        <AmountBlock
          switchName="hasMoneyPoint"
          switchLabel="Puan Tanımla"
          isOn={hasMoneyPoint}
          fields={{
            value: { name: 'moneyPoint', label: 'Puan', testId: 'activity-money-point' },
            amount: {
              name: 'moneyPointAmount',
              label: 'Puan Tutarı',
              testId: 'activity-money-point-amount',
            },
            description: {
              name: 'moneyPointDescription',
              label: 'Puan Açıklaması',
              testId: 'activity-money-point-description',
            },
          }}
          disabled={disabled}
        />
      )}
    </>
  );
}

type Field = { name: string; label?: string; testId: string };

/** A discount-code or points block: its switch, the value, the amount in TL and a note. */
function AmountBlock({
  switchName,
  switchLabel,
  isOn,
  fields,
  disabled,
}: {
  switchName: string;
  switchLabel: string;
  isOn: boolean;
  fields: { value: Field; amount: Field; description: Field };
  disabled: boolean;
}) {
  return (
    <div data-testid={`activity-${switchName}-block`}>
      <Form.Item name={switchName} label={switchLabel} valuePropName="checked" layout="horizontal">
        <Switch disabled={disabled} data-testid={`activity-${switchName}`} />
      </Form.Item>
      {isOn && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={fields.value.name} label={fields.value.label} required>
              <Input maxLength={100} disabled={disabled} data-testid={fields.value.testId} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={fields.amount.name} label={fields.amount.label} required>
              <MoneyInput disabled={disabled} data-testid={fields.amount.testId} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name={fields.description.name} label={fields.description.label}>
              <Input.TextArea
                rows={2}
                maxLength={1000}
                disabled={disabled}
                data-testid={fields.description.testId}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </div>
  );
}
