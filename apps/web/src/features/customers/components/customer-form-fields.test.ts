import type { TCustomer } from '@ccms/contract/customers/schemas';
import { ZCustomerInput } from '@ccms/contract/customers/schemas';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toCustomerFormValues, toCustomerInput } from './customer-form-fields';

const ID = '6f1f4a52-2b1e-4f47-9a55-3f1c0c4f6d10';

describe('toCustomerInput', () => {
  it('trims the texts and keeps the id', () => {
    const input = toCustomerInput(
      {
        firstName: '  Ayşe ',
        lastName: ' Yılmaz  ',
        phoneNumber: ' 05321234567 ',
        emailAddress: '  ayse@example.com ',
      },
      ID,
    );
    expect(input).toMatchObject({
      id: ID,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phoneNumber: '05321234567',
      emailAddress: 'ayse@example.com',
    });
  });

  it('sends an empty e-mail and a missing birth date as null', () => {
    const input = toCustomerInput({ emailAddress: '   ', datetimeOfCustomer: null }, ID);
    expect(input.emailAddress).toBeNull();
    expect(input.datetimeOfCustomer).toBeNull();
  });

  it('formats the birth date as YYYY-MM-DD', () => {
    const input = toCustomerInput({ datetimeOfCustomer: dayjs('1985-03-07T15:30:00') }, ID);
    expect(input.datetimeOfCustomer).toBe('1985-03-07');
  });

  it('sends the address only when city, county and details are all given', () => {
    const whole = toCustomerInput(
      { address: { cityId: 34, countyId: 450, details: '  Bağdat Cad. No 5 ' } },
      ID,
    );
    expect(whole.address).toEqual({ cityId: 34, countyId: 450, details: 'Bağdat Cad. No 5' });

    for (const address of [
      { cityId: 34, countyId: 450, details: '   ' },
      { cityId: 34, countyId: undefined, details: 'Bağdat Cad.' },
      { cityId: undefined, countyId: 450, details: 'Bağdat Cad.' },
      { cityId: 34, countyId: null, details: null },
      null,
      undefined,
    ]) {
      expect(toCustomerInput({ address }, ID).address).toBeNull();
    }
  });

  it('drops empty card rows and trims the numbers', () => {
    const input = toCustomerInput(
      {
        loyaltyCards: [
          { number: '' },
          { number: ' 1234567890123 ' },
          { number: undefined },
          { number: '   ' },
          { number: '9876543210987' },
        ],
      },
      ID,
    );
    expect(input.loyaltyCards).toEqual([{ number: '1234567890123' }, { number: '9876543210987' }]);
    expect(toCustomerInput({}, ID).loyaltyCards).toEqual([]);
  });

  it('gives a payload the contract accepts', () => {
    const input = toCustomerInput(
      {
        firstName: 'Ali',
        lastName: 'Demir',
        phoneNumber: '05551234567',
        datetimeOfCustomer: dayjs('2000-01-31'),
        emailAddress: '',
        address: { cityId: 6, countyId: 70, details: 'Kızılay' },
        loyaltyCards: [{ number: '1234567890123' }, { number: '' }],
      },
      ID,
    );
    expect(ZCustomerInput.safeParse(input).success).toBe(true);
  });
});

describe('toCustomerFormValues', () => {
  const customer: TCustomer = {
    id: ID,
    firstName: 'Ali',
    lastName: 'Demir',
    phoneNumber: '05551234567',
    datetimeOfCustomer: '1990-05-04',
    emailAddress: null,
    address: {
      cityId: 6,
      countyId: 70,
      details: 'Kızılay',
      cityName: 'Ankara',
      countyName: 'Çankaya',
      addressText: 'Kızılay, Çankaya / Ankara',
    },
    loyaltyCards: [],
    isActive: true,
    isFlag: false,
    flagDescription: null,
    createdDate: '2024-01-01T00:00:00.000Z',
  };

  it('round-trips through toCustomerInput', () => {
    const values = toCustomerFormValues(customer);
    expect(values.datetimeOfCustomer?.format('YYYY-MM-DD')).toBe('1990-05-04');
    expect(toCustomerInput(values, ID)).toEqual({
      id: ID,
      firstName: 'Ali',
      lastName: 'Demir',
      phoneNumber: '05551234567',
      datetimeOfCustomer: '1990-05-04',
      emailAddress: null,
      address: { cityId: 6, countyId: 70, details: 'Kızılay' },
      loyaltyCards: [],
    });
  });

  it('leaves the address fields empty for a customer without address', () => {
    const values = toCustomerFormValues({ ...customer, address: null, datetimeOfCustomer: null });
    expect(values.datetimeOfCustomer).toBeNull();
    expect(toCustomerInput(values, ID).address).toBeNull();
  });
});
