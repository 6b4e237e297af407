import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DATE_INPUT_FORMATS } from '@ccms/contract/constants';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { phoneInputValue } from '@ccms/contract/customers/rules';
import {
  type TCustomer,
  type TCustomerInput,
  ZBirthDate,
  ZCardNumber,
  ZCustomerInput,
} from '@ccms/contract/customers/schemas';
import { Button, Col, DatePicker, Flex, Form, type FormRule, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRule } from '../../../lib/zod-rule';
import { AddressFields } from './address-fields';

/** What the customer form holds (antd Form values). */
export type CustomerFormValues = {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  datetimeOfCustomer?: Dayjs | null;
  emailAddress?: string | null;
  address?: { cityId?: number | null; countyId?: number | null; details?: string | null } | null;
  loyaltyCards?: { number?: string | null }[] | null;
};

/** The contract's limit on cards typed on the add form. */
const MAX_CARDS_ON_FORM = 10;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The form's values as the customers/add and customers/update payload. */
export function toCustomerInput(values: CustomerFormValues, id: string): TCustomerInput {
  const email = text(values.emailAddress);
  const cityId = values.address?.cityId ?? null;
  const countyId = values.address?.countyId ?? null;
  const details = text(values.address?.details);
  const birthDate = values.datetimeOfCustomer;
  return {
    id,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    phoneNumber: text(values.phoneNumber),
    datetimeOfCustomer: birthDate?.isValid() ? birthDate.format('YYYY-MM-DD') : null,
    emailAddress: email === '' ? null : email,
    // Sent whole or not at all (docs/domain.md §6 Form rules).
    address:
      cityId !== null && countyId !== null && details !== '' ? { cityId, countyId, details } : null,
    loyaltyCards: (values.loyaltyCards ?? [])
      .map((card) => text(card?.number))
      .filter((number) => number !== '')
      .map((number) => ({ number })),
  };
}

/** A customer as the form's starting values (the detail's edit mode; cards are not edited there). */
export function toCustomerFormValues(customer: TCustomer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phoneNumber,
    datetimeOfCustomer: customer.datetimeOfCustomer ? dayjs(customer.datetimeOfCustomer) : null,
    emailAddress: customer.emailAddress ?? '',
    address: customer.address
      ? {
          cityId: customer.address.cityId,
          countyId: customer.address.countyId,
          details: customer.address.details,
        }
      : { cityId: undefined, countyId: undefined, details: '' },
  };
}

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

const birthDateRule: FormRule = {
  validator: async (_rule, value: Dayjs | null | undefined) => {
    const result = ZBirthDate.safeParse(value?.isValid() ? value.format('YYYY-MM-DD') : null);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

const cardNumberRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    if (!ZCardNumber.safeParse(value).success) throw new Error(CUSTOMER_MESSAGES.cardNumberLength);
  },
};

/** The same card typed twice on the form. */
const uniqueCardRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    const cards = (getFieldValue('loyaltyCards') ?? []) as CustomerFormValues['loyaltyCards'];
    const same = (cards ?? []).filter((card) => text(card?.number) === value.trim()).length;
    if (same > 1) throw new Error(CUSTOMER_MESSAGES.duplicateCardOnForm);
  },
});

function LoyaltyCardFields({ disabled }: { disabled?: boolean }) {
  return (
    <Form.Item label="Sadakat Kartları">
      <Form.List name="loyaltyCards">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={[field.name, 'number']}
                  normalize={digitsOnly}
                  validateFirst
                  rules={[cardNumberRule, uniqueCardRule]}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <Input
                    maxLength={13}
                    inputMode="numeric"
                    placeholder="13 haneli kart numarası"
                    disabled={disabled}
                    aria-label={`Kart numarası ${index + 1}`}
                    data-testid={`customer-form-card-${index}`}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label="Kartı kaldır"
                  disabled={disabled}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={disabled || fields.length >= MAX_CARDS_ON_FORM}
              onClick={() => add({ number: '' })}
              data-testid="customer-form-add-card"
            >
              Kart Ekle
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}

/**
 * The customer form's fields, for use inside an antd Form whose values are
 * CustomerFormValues. The rules come from the contract, so the messages are the server's.
 */
export function CustomerFormFields({
  disabled,
  showCards,
}: {
  disabled?: boolean;
  showCards?: boolean;
}) {
  const shape = ZCustomerInput.shape;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label="Ad" required rules={[zodRule(shape.firstName)]}>
            <Input maxLength={100} disabled={disabled} data-testid="customer-form-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label="Soyad" required rules={[zodRule(shape.lastName)]}>
            <Input maxLength={100} disabled={disabled} data-testid="customer-form-last-name" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="phoneNumber"
            label="Telefon"
            required
            normalize={(value: string | undefined) => phoneInputValue(value ?? '')}
            rules={[zodRule(shape.phoneNumber)]}
          >
            {/* Room for a pasted '+90 (538) 852 47 22'; the stored form is what stays. */}
            <Input
              maxLength={20}
              inputMode="tel"
              placeholder="05xxxxxxxxx"
              disabled={disabled}
              data-testid="customer-form-phone"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="datetimeOfCustomer" label="Doğum Tarihi" rules={[birthDateRule]}>
            <DatePicker
              format={DATE_INPUT_FORMATS}
              style={{ width: '100%' }}
              disabled={disabled}
              // No disabled days: a typed late date stays and the rule says why.
              defaultPickerValue={dayjs('1990-01-01')}
              data-testid="customer-form-birth-date"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="emailAddress" label="E-posta" rules={[zodRule(shape.emailAddress)]}>
        <Input type="email" maxLength={200} disabled={disabled} data-testid="customer-form-email" />
      </Form.Item>
      <AddressFields disabled={disabled} />
      {showCards && <LoyaltyCardFields disabled={disabled} />}
    </>
  );
}
