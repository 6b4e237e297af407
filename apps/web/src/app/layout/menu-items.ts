import type { Permission } from '@ccms/contract/permissions';

/**
 * One sidebar entry: shown when it has no permission or it is granted (docs/domain.md §15 Menu).
 */
export type MenuItem = {
  /** Stable id; the item's `data-testid` is `menu-<key>`. */
  key: string;
  label: string;
  path?: string;
  permission?: Permission;
  /** The item is highlighted for every path under this prefix (default: its own path). */
  activePrefix?: string;
  children?: readonly MenuItem[];
};

const hierarchy = '/definitions/ticket-hierarchies';

export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'tickets-mine', label: 'Biletlerim', path: '/tickets/ticketsofcurrentuser' },
  {
    key: 'tickets-all',
    label: 'Tüm Biletler',
    path: '/tickets/allTickets',
    permission: 'Ticket.AllTickets',
  },
  {
    key: 'customers',
    label: 'Müşteriler',
    path: '/customers/list',
    permission: 'Customer',
    activePrefix: '/customers',
  },
  {
    key: 'stores',
    label: 'Mağazalar',
    path: '/stores/list',
    permission: 'Stores',
    activePrefix: '/stores',
  },
  // Beyond the spec: the reports area (docs/domain.md §25).
  { key: 'reports', label: 'Raporlar', path: '/reports', permission: 'Reports' },
  {
    key: 'definitions',
    label: 'Tanımlamalar',
    permission: 'Definition.WrapUps',
    children: [
      {
        key: 'definitions-users',
        label: 'Kullanıcılar',
        path: '/users/list',
        activePrefix: '/users',
      },
      { key: 'definitions-roles', label: 'Roller', path: '/roles/list', activePrefix: '/roles' },
      {
        key: 'definitions-ticket-types',
        label: 'Bilet Tipleri',
        path: `${hierarchy}/ticket-types`,
      },
      {
        key: 'definitions-ticket-categories',
        label: 'Bilet Kategorileri',
        path: `${hierarchy}/ticket-categories`,
      },
      {
        key: 'definitions-ticket-subcategories',
        label: 'Bilet Alt Kategorileri',
        path: `${hierarchy}/ticket-subcategories`,
      },
      {
        key: 'definitions-ticket-category-sets',
        label: 'Bilet Kategori Setleri',
        path: '/definitions/ticket-category-sets',
      },
      { key: 'definitions-campaigns', label: 'Kampanyalar', path: '/definitions/campaigns' },
      { key: 'definitions-rulesets', label: 'Kurallar', path: '/definitions/rulesets' },
      { key: 'definitions-sources', label: 'Kaynaklar', path: '/definitions/sources' },
      { key: 'definitions-mailgroups', label: 'Mail Grupları', path: '/definitions/mailgroups' },
      {
        key: 'definitions-customervoices',
        label: 'Müşterinin Sesi',
        path: '/definitions/customervoices',
      },
      {
        key: 'definitions-callwrapups',
        label: 'Çağrı Sonuçları',
        path: '/definitions/callwrapups',
      },
      // Beyond the spec's menu: the delivery types screen it gives no place (docs/domain.md §14.3).
      {
        key: 'definitions-delivery-types',
        label: 'Teslimat Türleri',
        path: '/definitions/delivery-types',
      },
      { key: 'definitions-holidays', label: 'Tatiller', path: '/definitions/holidays' },
      // Beyond the spec: the chain's data from Excel or CSV (docs/domain.md §26).
      {
        key: 'definitions-imports',
        label: 'İçe Aktar',
        path: '/definitions/imports',
        permission: 'Admin',
      },
      // Beyond the spec: the administration audit log, for administrators only.
      {
        key: 'definitions-audit-log',
        label: 'Yönetim Kayıtları',
        path: '/definitions/audit-log',
        permission: 'Admin',
      },
      // Beyond the spec: every password sign-in attempt (docs/domain.md §9).
      {
        key: 'definitions-sign-in-attempts',
        label: 'Oturum Açma Kayıtları',
        path: '/definitions/sign-in-attempts',
        permission: 'Admin',
      },
      // Beyond the spec: every mail and SMS with its delivery state (docs/domain.md §17).
      {
        key: 'definitions-outbox',
        label: 'Giden Mesajlar',
        path: '/definitions/outbox',
        permission: 'Admin',
      },
    ],
  },
];

/**
 * The items the user may see: an item with a permission only when it is granted, an item
 * without one always; children likewise. A group left without children disappears.
 */
export function filterMenuByPermissions(
  items: readonly MenuItem[],
  granted: readonly string[],
): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (item.permission && !granted.includes(item.permission)) continue;
    if (item.children) {
      const children = filterMenuByPermissions(item.children, granted);
      if (children.length === 0) continue;
      result.push({ ...item, children });
    } else {
      result.push(item);
    }
  }
  return result;
}

/** Every item with a path, children included, in menu order. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? flattenMenu(item.children) : [item]));
}

/** The key of the item to highlight for `pathname`: the longest matching prefix wins. */
export function findSelectedMenuKey(
  items: readonly MenuItem[],
  pathname: string,
): string | undefined {
  const path = pathname.toLowerCase();
  let best: { key: string; length: number } | undefined;
  for (const item of flattenMenu(items)) {
    const prefix = (item.activePrefix ?? item.path ?? '').toLowerCase();
    if (!prefix) continue;
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) {
      best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}

/** The keys of the groups holding `key` (to open the right submenu). */
export function findParentKeys(items: readonly MenuItem[], key: string): string[] {
  for (const item of items) {
    if (!item.children) continue;
    if (item.children.some((child) => child.key === key)) return [item.key];
    const nested = findParentKeys(item.children, key);
    if (nested.length > 0) return [item.key, ...nested];
  }
  return [];
}
