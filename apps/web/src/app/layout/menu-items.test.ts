import { PERMISSIONS } from '@ccms/contract/permissions';
import { describe, expect, it } from 'vitest';
import {
  filterMenuByPermissions,
  findParentKeys,
  findSelectedMenuKey,
  flattenMenu,
  MENU_ITEMS,
} from './menu-items';

const labels = (items: ReturnType<typeof filterMenuByPermissions>) => items.map((i) => i.label);

describe('filterMenuByPermissions', () => {
  it('shows an agent (Cti, Customer, Customer.Crud, Customer.Flag, Ticket.Create) exactly My tickets and Customers', () => {
    const agent = ['Cti', 'Customer', 'Customer.Crud', 'Customer.Flag', 'Ticket.Create'];
    expect(labels(filterMenuByPermissions(MENU_ITEMS, agent))).toEqual([
      'Biletlerim',
      'Müşteriler',
    ]);
  });

  it('shows an administrator every item, the reports, the 13 definition sub-items in the spec order, the import screen, the audit log, the sign-in records and the outbox', () => {
    const items = filterMenuByPermissions(MENU_ITEMS, PERMISSIONS);
    expect(labels(items)).toEqual([
      'Biletlerim',
      'Tüm Biletler',
      'Müşteriler',
      'Mağazalar',
      'Raporlar',
      'Tanımlamalar',
    ]);
    const definitions = items.find((item) => item.key === 'definitions');
    expect(definitions?.children?.map((child) => child.label)).toEqual([
      'Kullanıcılar',
      'Roller',
      'Bilet Tipleri',
      'Bilet Kategorileri',
      'Bilet Alt Kategorileri',
      'Bilet Kategori Setleri',
      'Kampanyalar',
      'Kurallar',
      'Kaynaklar',
      'Mail Grupları',
      'Müşterinin Sesi',
      'Çağrı Sonuçları',
      'Teslimat Türleri',
      'Tatiller',
      'İçe Aktar',
      'Yönetim Kayıtları',
      'Oturum Açma Kayıtları',
      'Giden Mesajlar',
    ]);
  });

  it('keeps the import screen, the audit log, the sign-in records and the outbox from a definitions user who is not an administrator', () => {
    const definitions = filterMenuByPermissions(MENU_ITEMS, ['Definition.WrapUps']).find(
      (item) => item.key === 'definitions',
    );
    const labels = definitions?.children?.map((child) => child.label) ?? [];
    expect(labels).toHaveLength(14);
    expect(labels).not.toContain('İçe Aktar');
    expect(labels).not.toContain('Yönetim Kayıtları');
    expect(labels).not.toContain('Oturum Açma Kayıtları');
    expect(labels).not.toContain('Giden Mesajlar');
  });

  it('shows a user without permissions only My tickets', () => {
    expect(labels(filterMenuByPermissions(MENU_ITEMS, []))).toEqual(['Biletlerim']);
  });

  it('ties each item to its single permission', () => {
    expect(labels(filterMenuByPermissions(MENU_ITEMS, ['Ticket.AllTickets']))).toEqual([
      'Biletlerim',
      'Tüm Biletler',
    ]);
    expect(labels(filterMenuByPermissions(MENU_ITEMS, ['Stores']))).toEqual([
      'Biletlerim',
      'Mağazalar',
    ]);
    expect(labels(filterMenuByPermissions(MENU_ITEMS, ['Definition.WrapUps']))).toEqual([
      'Biletlerim',
      'Tanımlamalar',
    ]);
    expect(labels(filterMenuByPermissions(MENU_ITEMS, ['Reports']))).toEqual([
      'Biletlerim',
      'Raporlar',
    ]);
  });

  it('does not change the menu definition', () => {
    const before = JSON.stringify(MENU_ITEMS);
    filterMenuByPermissions(MENU_ITEMS, []);
    expect(JSON.stringify(MENU_ITEMS)).toBe(before);
  });
});

describe('menu keys and selection', () => {
  it('gives every item a unique key (its data-testid is menu-<key>)', () => {
    const groups = MENU_ITEMS.filter((item) => item.children).map((item) => item.key);
    const keys = [...groups, ...flattenMenu(MENU_ITEMS).map((item) => item.key)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(MENU_ITEMS.map((i) => i.key)).toEqual([
      'tickets-mine',
      'tickets-all',
      'customers',
      'stores',
      'reports',
      'definitions',
    ]);
  });

  it('highlights the item of the current page, including its detail pages', () => {
    expect(findSelectedMenuKey(MENU_ITEMS, '/tickets/ticketsofcurrentuser')).toBe('tickets-mine');
    expect(findSelectedMenuKey(MENU_ITEMS, '/tickets/alltickets')).toBe('tickets-all');
    expect(findSelectedMenuKey(MENU_ITEMS, '/customers/byid/42')).toBe('customers');
    expect(findSelectedMenuKey(MENU_ITEMS, '/reports')).toBe('reports');
    expect(findSelectedMenuKey(MENU_ITEMS, '/definitions/holidays')).toBe('definitions-holidays');
    expect(findSelectedMenuKey(MENU_ITEMS, '/definitions/audit-log')).toBe('definitions-audit-log');
    expect(findSelectedMenuKey(MENU_ITEMS, '/definitions/outbox')).toBe('definitions-outbox');
    expect(findSelectedMenuKey(MENU_ITEMS, '/tickets/details/1')).toBeUndefined();
    expect(findSelectedMenuKey(MENU_ITEMS, '/customersx')).toBeUndefined();
  });

  it('opens the group holding the selected item', () => {
    expect(findParentKeys(MENU_ITEMS, 'definitions-users')).toEqual(['definitions']);
    expect(findParentKeys(MENU_ITEMS, 'customers')).toEqual([]);
  });
});
