import { USER_TYPES } from '@ccms/contract/constants';

/** The user types the forms offer (docs/domain.md §20): call-centre partner or retailer staff. */
export const USER_TYPE_OPTIONS = [
  { value: USER_TYPES.retailer, label: 'Perakende' },
  { value: USER_TYPES.callCentre, label: 'Çağrı Merkezi İş Ortağı' },
];
