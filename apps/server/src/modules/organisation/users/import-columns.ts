import { YES_NO_ALLOWED, yesNoCell } from '@ccms/contract/imports/cells';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import {
  MAX_ROLE_NAME_LENGTH,
  ZCreateUserRequest,
  ZUserEmail,
} from '@ccms/contract/organisation/schemas';
import {
  MAX_STORE_NAME_LENGTH,
  optionalText,
  ZStoreCode,
} from '@ccms/contract/organisation/store-fields';
import { USER_TYPE_LABELS, ZUserTypeName } from '@ccms/contract/organisation/user-types';
import type { ParsedRow } from '../../../platform/import-kind.ts';
import { type CheckedColumn, checkCells, nameKey, unitKey } from '../import-cells.ts';

const userForm = ZCreateUserRequest.shape.user.shape;

/**
 * The users file's columns (docs/domain.md, Moving in: users): one row per role of a user in a
 * unit, the user's own cells checked with the users form's schemas. The user's columns must be
 * in the file (one left out would change every user in it); without the role and unit columns
 * the users keep the roles they hold.
 */
export const USER_IMPORT_COLUMNS: readonly CheckedColumn[] = [
  {
    field: 'emailAddress',
    header: 'E-posta',
    required: true,
    sample: 'zeynep.kaya@ornek.com.tr',
    schema: ZUserEmail,
  },
  { field: 'name', header: 'Ad', required: true, sample: 'Zeynep', schema: userForm.name },
  { field: 'surname', header: 'Soyad', required: true, sample: 'Kaya', schema: userForm.surname },
  {
    field: 'userType',
    header: 'Kullanıcı Tipi',
    required: true,
    allowed: `${Object.values(USER_TYPE_LABELS).join(' / ')}; boşsa Perakende`,
    sample: USER_TYPE_LABELS[1]!,
    schema: ZUserTypeName,
  },
  {
    field: 'isActive',
    header: 'Aktif',
    required: true,
    allowed: `${YES_NO_ALLOWED}; boşsa Evet`,
    sample: 'Evet',
    schema: yesNoCell(true),
  },
  {
    field: 'role',
    header: 'Rol',
    required: false,
    allowed: 'Tanımlı bir rolün adı; boşsa kullanıcı rolsüz kalır',
    sample: 'Mağaza Müdürü',
    schema: optionalText(MAX_ROLE_NAME_LENGTH),
  },
  {
    field: 'storeCode',
    header: 'Mağaza Kodu',
    required: false,
    allowed: 'Rolün verildiği birimin kodu; rol boşsa boş',
    sample: '1001',
    schema: ZStoreCode,
  },
  {
    field: 'storeName',
    header: 'Mağaza Adı',
    required: false,
    allowed: 'Yalnızca kodu olmayan birimler için okunur',
    sample: 'KADIKÖY BAHARİYE',
    schema: optionalText(MAX_STORE_NAME_LENGTH),
  },
];

export const userImportHeader = (field: string) =>
  USER_IMPORT_COLUMNS.find((column) => column.field === field)!.header;

/**
 * One row of a users file by itself (the engine's parseRow): a role and a unit go together, as
 * the role-in-store form asks for both. The key is the e-mail address as the unique index
 * compares it, the role by name and the unit as the stores file names it.
 */
export function parseUserRow(cells: Readonly<Record<string, string>>): ParsedRow {
  const checked = checkCells(USER_IMPORT_COLUMNS, cells);
  if (!checked.ok) return checked;
  const data = checked.data as {
    emailAddress: string;
    role: string | null;
    storeCode: string | null;
    storeName: string | null;
  };
  const hasUnit = data.storeCode !== null || data.storeName !== null;
  if (data.role !== null && !hasUnit) {
    return {
      ok: false,
      problem: { column: userImportHeader('storeCode'), message: M.storeRequired },
    };
  }
  if (data.role === null && hasUnit) {
    return { ok: false, problem: { column: userImportHeader('role'), message: M.roleRequired } };
  }
  const unit = hasUnit ? unitKey(data.storeCode, data.storeName ?? '') : '';
  const role = data.role === null ? '' : nameKey(data.role);
  return {
    ok: true,
    key: `${data.emailAddress.toLowerCase()}|${role}|${unit}`,
    data: checked.data,
  };
}
