import { YES_NO_ALLOWED, yesNoCell } from '@ccms/contract/imports/cells';
import {
  STORE_FIELD_MESSAGES,
  STORE_TYPE_LABELS,
  ZOptionalEmail,
  ZOptionalPersonName,
  ZOptionalPhone,
  ZStoreAddress,
  ZStoreCode,
  ZStoreName,
  ZStoreTypeName,
} from '@ccms/contract/organisation/store-fields';
import { z } from 'zod';
import type { ParsedRow } from '../../../platform/import-kind.ts';
import { type CheckedColumn, checkCells, unitKey } from '../import-cells.ts';

const placeName = z
  .string()
  .trim()
  .normalize()
  .max(100)
  .transform((value) => (value === '' ? null : value));

/**
 * Every column must be in the file, even one whose cells may stay empty: a column left out
 * would empty its field on every unit of the file.
 */
const MAY_BE_EMPTY = 'boş bırakılabilir';

const manager = (role: 'region' | 'area' | 'unit', title: string, sample: string[]) =>
  [
    {
      field: `${role}ManagerName`,
      header: `${title} Adı`,
      required: true,
      allowed: MAY_BE_EMPTY,
      sample: sample[0]!,
      schema: ZOptionalPersonName,
    },
    {
      field: `${role}ManagerSurname`,
      header: `${title} Soyadı`,
      required: true,
      allowed: MAY_BE_EMPTY,
      sample: sample[1]!,
      schema: ZOptionalPersonName,
    },
    {
      field: `${role}ManagerEmail`,
      header: `${title} E-posta`,
      required: true,
      allowed: `Geçerli bir e-posta adresi; ${MAY_BE_EMPTY}`,
      sample: sample[2]!,
      schema: ZOptionalEmail,
    },
  ] satisfies CheckedColumn[];

/**
 * The stores file's columns (docs/domain.md, Moving in: stores), in the template's order, each
 * checked with the unit field's schema (contract organisation/store-fields.ts).
 */
export const STORE_IMPORT_COLUMNS: readonly CheckedColumn[] = [
  {
    field: 'code',
    header: 'Mağaza Kodu',
    required: true,
    allowed: 'Birimi tanıtır; yeni birimde dolu olmalı, boşsa kodu olmayan birim adıyla bulunur',
    sample: '1001',
    schema: ZStoreCode,
  },
  {
    field: 'name',
    header: 'Mağaza Adı',
    required: true,
    sample: 'KADIKÖY BAHARİYE',
    schema: ZStoreName,
  },
  {
    field: 'type',
    header: 'Tip',
    required: true,
    allowed: Object.values(STORE_TYPE_LABELS).join(' / '),
    sample: STORE_TYPE_LABELS[0]!,
    schema: ZStoreTypeName,
  },
  {
    field: 'isECommerce',
    header: 'E-ticaret',
    required: true,
    allowed: `${YES_NO_ALLOWED}; boşsa Hayır`,
    sample: 'Hayır',
    schema: yesNoCell(false),
  },
  {
    field: 'city',
    header: 'Şehir',
    required: true,
    allowed: `İl adı; ${MAY_BE_EMPTY}`,
    sample: 'İstanbul',
    schema: placeName,
  },
  {
    field: 'county',
    header: 'İlçe',
    required: true,
    allowed: `Şehrin ilçe adı; ${MAY_BE_EMPTY}`,
    sample: 'Kadıköy',
    schema: placeName,
  },
  {
    field: 'address',
    header: 'Adres',
    required: true,
    allowed: MAY_BE_EMPTY,
    sample: 'Caferağa Mah. Bahariye Cad. No: 45',
    schema: ZStoreAddress,
  },
  {
    field: 'phoneNumber',
    header: 'Telefon',
    required: true,
    allowed: `0 ile başlayan 11 hane; ${MAY_BE_EMPTY}`,
    sample: '02163451234',
    schema: ZOptionalPhone,
  },
  {
    field: 'emailAddress',
    header: 'E-posta',
    required: true,
    allowed: `Geçerli bir e-posta adresi; ${MAY_BE_EMPTY}`,
    sample: 'kadikoy@ornek.com.tr',
    schema: ZOptionalEmail,
  },
  ...manager('region', 'Bölge Müdürü', ['Kemal', 'Yavuz', 'kemal.yavuz@ornek.com.tr']),
  ...manager('area', 'Alan Müdürü', ['Burak', 'Şahin', 'burak.sahin@ornek.com.tr']),
  ...manager('unit', 'Birim Müdürü', ['Zeynep', 'Kaya', 'zeynep.kaya@ornek.com.tr']),
  {
    field: 'isActive',
    header: 'Aktif',
    required: true,
    allowed: `${YES_NO_ALLOWED}; boşsa Evet`,
    sample: 'Evet',
    schema: yesNoCell(true),
  },
];

const header = (field: string) => STORE_IMPORT_COLUMNS.find((c) => c.field === field)!.header;

/** One row of a stores file by itself (the engine's parseRow). */
export function parseStoreRow(cells: Readonly<Record<string, string>>): ParsedRow {
  const checked = checkCells(STORE_IMPORT_COLUMNS, cells);
  if (!checked.ok) return checked;
  const { data } = checked;
  if (data.county !== null && data.city === null) {
    return {
      ok: false,
      problem: { column: header('county'), message: STORE_FIELD_MESSAGES.countyWithoutCity },
    };
  }
  return { ok: true, key: unitKey(data.code as string | null, data.name as string), data };
}
