import {
  CUSTOMER_IMPORT_MESSAGES as IM,
  CUSTOMER_MESSAGES as M,
} from '@ccms/contract/customers/messages';
import { phoneInputValue } from '@ccms/contract/customers/rules';
import {
  ZAddressInput,
  ZBirthDate,
  ZCardNumber,
  ZChangeFlagStatusRequest,
  ZCustomerInput,
} from '@ccms/contract/customers/schemas';
import { YES_NO_ALLOWED, yesNoCell } from '@ccms/contract/imports/cells';
import type { z } from 'zod';
import type { ImportColumn, ParsedRow } from '../../platform/import-kind.ts';

/** The customers file's columns, in the template's and the export's order (docs/domain.md §6). */
export const CUSTOMER_IMPORT_COLUMNS = [
  {
    field: 'phoneNumber',
    header: 'Telefon',
    required: true,
    allowed: '0 ile başlayan 11 hane (boşluk, +90 ve 0090 olabilir); müşteri bununla bulunur',
    sample: '05321234567',
  },
  { field: 'firstName', header: 'Ad', required: true, sample: 'Ayşe' },
  { field: 'lastName', header: 'Soyad', required: true, sample: 'Yılmaz' },
  { field: 'emailAddress', header: 'E-posta', required: false, sample: 'ayse@example.com' },
  {
    field: 'birthDate',
    header: 'Doğum Tarihi',
    required: false,
    allowed: 'GG.AA.YYYY ya da YYYY-AA-GG, en geç 01.01.2020',
    sample: '12.04.1990',
  },
  {
    field: 'city',
    header: 'İl',
    required: false,
    allowed: 'İlin adı; İl, İlçe ve Adres üçü birlikte yazılır ya da üçü de boş kalır',
    sample: 'İstanbul',
  },
  { field: 'county', header: 'İlçe', required: false, allowed: 'O ilin ilçesi', sample: 'Kadıköy' },
  { field: 'addressDetail', header: 'Adres', required: false, sample: 'Moda Cad. No: 10' },
  {
    field: 'isActive',
    header: 'Aktif',
    required: false,
    allowed: `${YES_NO_ALLOWED}; boşsa Evet`,
    sample: 'Evet',
  },
  {
    field: 'isFlag',
    header: 'Flag',
    required: false,
    allowed: `${YES_NO_ALLOWED}; boşsa Hayır`,
    sample: 'Hayır',
  },
  {
    field: 'flagDescription',
    header: 'Flag Açıklaması',
    required: false,
    allowed: 'Flag Evet iken okunur',
    sample: '',
  },
  {
    field: 'cardNumbers',
    header: 'Kart Numaraları',
    required: false,
    allowed:
      '13 haneli kart numaraları, aralarında boşluk (en fazla 10); ilki yeni müşterinin aktif kartı olur, dosyada olmayan kartlar müşteride kalır',
    sample: '2900000000001 2900000000002',
  },
] as const satisfies readonly ImportColumn[];

type CustomerField = (typeof CUSTOMER_IMPORT_COLUMNS)[number]['field'];

const HEADERS = Object.fromEntries(
  CUSTOMER_IMPORT_COLUMNS.map((column) => [column.field, column.header]),
) as Record<CustomerField, string>;

/** The most cards the new-customer form takes, and so one row. */
const MAX_CARDS = 10;

const YES_EMPTY = yesNoCell(true);
const NO_EMPTY = yesNoCell(false);

/**
 * What a row stages: the stored form of every field, the absent ones left out so that two
 * million staged rows stay small. The phone is the row's key and is not repeated here.
 */
export type StagedCustomer = {
  firstName: string;
  lastName: string;
  email?: string;
  birthDate?: string;
  city?: string;
  county?: string;
  address?: string;
  active: boolean;
  flag: boolean;
  flagNote?: string;
  cards: string[];
};

class CellRefusal extends Error {
  readonly field: CustomerField;
  constructor(field: CustomerField, message: string) {
    super(message);
    this.field = field;
  }
}

/** A field's own zod schema, its refusal in the form's words ('too long' with its limit). */
function parseField<S extends z.ZodType>(field: CustomerField, schema: S, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const issue = result.error.issues[0]!;
  const message =
    issue.code === 'too_big' && issue.origin === 'string'
      ? IM.tooLong(Number(issue.maximum))
      : issue.message;
  throw new CellRefusal(field, message);
}

/**
 * The stored form of a typed phone as the form's input makes it, and a number Excel kept as a
 * number: its leading 0 is gone, so ten digits get it back.
 */
function phoneOf(cell: string): string {
  const value = phoneInputValue(cell);
  return /^\d{10}$/.test(value) ? `0${value}` : value;
}

/** 'GG.AA.YYYY' (or with '/') as the form's date picker takes it, turned into YYYY-MM-DD. */
function isoDateOf(cell: string): string {
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(cell);
  if (!dotted) return cell;
  const [, day, month, year] = dotted;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** A YYYY-MM-DD the calendar has (not 31.02): the form's picker offers no other. */
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // Day 0 of the next month is the month's last day.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= lastDay;
}

function parseBirthDate(cell: string): string | null {
  const iso = parseField('birthDate', ZBirthDate, isoDateOf(cell));
  if (iso !== null && !isCalendarDate(iso)) {
    throw new CellRefusal('birthDate', M.birthDateInvalid);
  }
  return iso;
}

/** Card numbers separated by spaces (commas and semicolons too), each as the card form checks it. */
function parseCards(cell: string): string[] {
  const numbers = cell.split(/[\s,;]+/).filter((number) => number !== '');
  if (numbers.length > MAX_CARDS) throw new CellRefusal('cardNumbers', IM.tooManyCards(MAX_CARDS));
  const seen = new Set<string>();
  for (const number of numbers) {
    if (!ZCardNumber.safeParse(number).success) {
      throw new CellRefusal('cardNumbers', IM.cardNumber(number));
    }
    if (seen.has(number)) throw new CellRefusal('cardNumbers', IM.cardTwiceInRow(number));
    seen.add(number);
  }
  return numbers;
}

/** City, county and details together or none (the form's address rule); names checked later. */
function parseAddress(cells: Readonly<Record<string, string>>) {
  const city = cells.city ?? '';
  const county = cells.county ?? '';
  const details = cells.addressDetail ?? '';
  if (city === '' && county === '' && details === '') return null;
  const missing = (['city', 'county', 'addressDetail'] as const).find((f) => !cells[f]);
  if (missing) throw new CellRefusal(missing, M.addressIncomplete);
  const address = parseField('addressDetail', ZAddressInput.shape.details, details);
  return { city, county, address };
}

const isUnstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

function parseCustomer(cells: Readonly<Record<string, string>>): ParsedRow {
  const shape = ZCustomerInput.shape;
  for (const { field } of CUSTOMER_IMPORT_COLUMNS) {
    if (isUnstorable(cells[field] ?? '')) throw new CellRefusal(field, IM.unstorableCharacter);
  }
  const phone = parseField('phoneNumber', shape.phoneNumber, phoneOf(cells.phoneNumber ?? ''));
  const firstName = parseField('firstName', shape.firstName, cells.firstName ?? '');
  const lastName = parseField('lastName', shape.lastName, cells.lastName ?? '');
  const email = parseField('emailAddress', shape.emailAddress, cells.emailAddress ?? '');
  const birthDate = parseBirthDate(cells.birthDate ?? '');
  const address = parseAddress(cells);
  const active = parseField('isActive', YES_EMPTY, cells.isActive ?? '');
  const flag = parseField('isFlag', NO_EMPTY, cells.isFlag ?? '');
  // The flag switch keeps no reason once the flag is off (changeFlagStatus clears it).
  const flagNote = flag
    ? parseField(
        'flagDescription',
        ZChangeFlagStatusRequest.shape.flagDescription,
        cells.flagDescription ?? '',
      )
    : null;
  const cards = parseCards(cells.cardNumbers ?? '');
  const data: StagedCustomer = { firstName, lastName, active, flag, cards };
  if (email) data.email = email;
  if (birthDate) data.birthDate = birthDate;
  if (address) Object.assign(data, address);
  if (flagNote) data.flagNote = flagNote;
  return { ok: true, key: phone, data };
}

/** One row of a customers file checked by itself, with the customer form's rules. */
export function parseCustomerRow(cells: Readonly<Record<string, string>>): ParsedRow {
  try {
    return parseCustomer(cells);
  } catch (error) {
    if (!(error instanceof CellRefusal)) throw error;
    return { ok: false, problem: { column: HEADERS[error.field], message: error.message } };
  }
}
