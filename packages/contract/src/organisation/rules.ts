import { STORE_TYPES } from '../constants.ts';
import { isStoreRoleType } from '../tickets-activities/rules.ts';

/**
 * Whether a role may be held at a unit (docs/domain.md §14.4): store roles (types 0, 1, 3) at
 * stores (type 0), department and call-centre roles (4, 5) at departments (types 1, 4).
 */
export function doesRoleFitUnit(roleType: number, storeType: number): boolean {
  return isStoreRoleType(roleType) === (storeType === STORE_TYPES.store);
}

/** Only at a store does a role have one holder: giving it to another takes it from them. */
export function hasSingleHolder(storeType: number): boolean {
  return storeType === STORE_TYPES.store;
}

/** Turkish names of the role types (the roles screen's, docs/domain.md §14.4 Screens). */
export function roleTypeName(roleType: number): string {
  if (isStoreRoleType(roleType)) return 'Mağaza';
  return roleType === 5 ? 'Çağrı Merkezi İş Ortağı' : 'Departman';
}
