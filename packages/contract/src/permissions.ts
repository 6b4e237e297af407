/** Every permission name the product knows, exactly as the spec writes them. */
export const PERMISSIONS = [
  'Admin',
  'Customer',
  'Customer.Crud',
  'Customer.Flag',
  'Cti',
  'Stores',
  'Definition.WrapUps',
  'Manager',
  'AreaManager',
  'RegionManager',
  'Ticket.Create',
  'Ticket.MultipleCreate',
  'Ticket.AllTickets',
  'Ticket.ExcelList',
  'Ticket.CanSeeDiscountCode',
  'Ticket.EditCategorySets',
  'Ticket.CallWrapUps',
  'Ticket.CanSeeActivityPlus',
  'Ticket.Delete',
  'Ticket.Edit',
  'Ticket.LastEdit',
  'Ticket.DeleteDocument',
  'Ticket.EditDescription',
  'Ticket.CanEditReporting',
  /** Beyond the spec: the 'Raporlar' area (docs/domain.md §25). */
  'Reports',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Groups for the roles screen's permission panel. */
export const PERMISSION_GROUPS: Record<string, readonly Permission[]> = {
  Genel: ['Admin', 'Cti', 'Stores', 'Definition.WrapUps', 'Reports'],
  Müşteri: ['Customer', 'Customer.Crud', 'Customer.Flag'],
  Yönetici: ['Manager', 'AreaManager', 'RegionManager'],
  Bilet: PERMISSIONS.filter((p) => p.startsWith('Ticket.')),
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Profile title 'Manager' (store manager): holders of `Manager` get the narrower store-manager
 * view and may not change customers. `Admin` holds every permission, Manager included, and is
 * not restricted by it (docs/domain.md §1 Profile title).
 */
export function hasManagerProfile(has: (permission: Permission) => boolean): boolean {
  return has('Manager') && !has('Admin');
}
