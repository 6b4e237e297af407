import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TUnitLookupRow } from '@ccms/contract/organisation/stores';
import { storeTypeName } from '@ccms/contract/organisation/stores';
import type { TUserRow } from '@ccms/contract/organisation/users';
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
