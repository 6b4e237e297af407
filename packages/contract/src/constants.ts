/**
 * Constants the server and the browser share: the shell's texts and toasts (docs/domain.md §15),
 * page sizes (§8), role, user and unit types (§1).
 */
export const APP_TITLE = 'Müşteri Hizmetleri Bilet Yönetimi';
export const APP_VERSION_LABEL = 'v1.10.9';
export const OPERATOR_CREDIT = 'Çağrı merkezi hizmetleri iş ortağımız tarafından yürütülmektedir.';

export const PAGE_SIZES = {
  default: 10,
  max: 100,
  customers: 20,
  customerTickets: 20,
  productSearch: 5,
  lookup: 30,
  tickets: 20,
  hierarchyTabs: 10,
  categorySets: 15,
  categorySetFilterLists: 5,
  campaigns: 100,
  stores: 20,
  users: 20,
  roles: 20,
  ruleSets: 15,
  ruleSetCategorySets: 5,
  holidays: 10,
  mailGroups: 30,
  auditLog: 20,
  signInAttempts: 20,
  outbox: 20,
} as const;

/** Notification durations in seconds. */
export const NOTIFY_SECONDS = {
  success: 5,
  failure: 10,
  ticketFormError: 8,
  warning: 5,
  unauthorizedRedirect: 5,
} as const;

export const PAGE_PROGRESS_DELAY_MS = 100;

/** Role types: 0, 1 and 3 store; 4 department; 5 call-centre partner operator. */
export const ROLE_TYPES = { store: 1, department: 4, operator: 5 } as const;
export const STORE_ROLE_TYPES = [0, 1, 3] as const;

/** User types: 1 retailer, 0 call-centre partner. */
export const USER_TYPES = { retailer: 1, callCentre: 0 } as const;

/** Store (unit) types: 0 store; 1 and 4 department. */
export const STORE_TYPES = { store: 0, department: 1, solutionUnit: 4 } as const;

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const DATE_FORMAT = 'DD.MM.YYYY';
/**
 * What a date field takes when typed: the screens' DD.MM.YYYY first (also what it shows), the
 * payloads' YYYY-MM-DD, and the usual variants (docs/domain.md §15.1 Turkish formats).
 */
export const DATE_INPUT_FORMATS = [
  DATE_FORMAT,
  'D.M.YYYY',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'YYYY-MM-DD',
  'DDMMYYYY',
];
export const FILTER_DATE_FORMAT = 'YYYY.MM.DD HH:mm';
