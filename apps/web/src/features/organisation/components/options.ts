import type { TUnitLookupRow } from '@ccms/contract/org/stores';
import { storeTypeName } from '@ccms/contract/org/stores';
import type { TRoleRow } from '@ccms/contract/roles';
import type { TUserRow } from '@ccms/contract/users';
import type { SearchOption } from '../../../components/search-select';

export function unitOption(unit: TUnitLookupRow): SearchOption {
  const city = unit.cityName ? ` - ${unit.cityName}` : '';
  return { value: unit.id, label: `${unit.name}${city} (${storeTypeName(unit.type)})` };
}

export function roleOption(role: TRoleRow): SearchOption {
  return { value: role.id, label: role.name };
}

export function userOption(user: TUserRow): SearchOption {
  return { value: user.id, label: `${user.name} ${user.surname} (${user.emailAddress})` };
}
