import type {
  TCustomer,
  TCustomerInputParsed,
  TCustomerListRow,
  TLoyaltyCard,
} from '@ccms/contract/customers/schemas';
import type { CustomerRow, CustomerValues } from './repository.ts';

/** The detail shape of a customer: address with names and one-line text, cards, ISO date. */
export function toCustomer(row: CustomerRow, cards: TLoyaltyCard[]): TCustomer {
  const hasAddress =
    row.cityId !== null &&
    row.countyId !== null &&
    row.addressDetail !== null &&
    row.cityName !== null &&
    row.countyName !== null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    datetimeOfCustomer: row.birthDate,
    emailAddress: row.emailAddress,
    address: hasAddress
      ? {
          cityId: row.cityId!,
          countyId: row.countyId!,
          details: row.addressDetail!,
          cityName: row.cityName!,
          countyName: row.countyName!,
          addressText: `${row.addressDetail}, ${row.countyName} / ${row.cityName}`,
        }
      : null,
    loyaltyCards: cards,
    isActive: row.isActive,
    isFlag: row.isFlag,
    flagDescription: row.flagDescription,
    createdDate: row.createdAt.toISOString(),
  };
}

export function toCustomerListRow(
  row: Omit<TCustomerListRow, 'loyaltyCardCount' | 'createdDate'> & { createdAt: Date },
  loyaltyCardCount: number,
): TCustomerListRow {
  const { createdAt, ...rest } = row;
  return { ...rest, loyaltyCardCount, createdDate: createdAt.toISOString() };
}

/** The stored columns of the form's editable fields. */
export function toCustomerValues(input: TCustomerInputParsed): CustomerValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    birthDate: input.datetimeOfCustomer,
    emailAddress: input.emailAddress,
    cityId: input.address?.cityId ?? null,
    countyId: input.address?.countyId ?? null,
    addressDetail: input.address?.details ?? null,
  };
}
