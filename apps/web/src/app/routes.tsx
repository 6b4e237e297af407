import type { ComponentType } from 'react';
import type { RouteAccess } from './route-access';

/**
 * THE route table of the whole product (docs/domain.md §15 Menu). Data only, so that
 * tests can check it without a browser; router.tsx turns it into React Router routes.
 * Screens are loaded lazily.
 */

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type RedirectRoute = { path: string; redirectTo: string };

export type ScreenRoute = {
  path: string;
  /** Turkish page title (the document title). */
  title: string;
  access: RouteAccess;
  load: ScreenLoader;
};

const hierarchyTabs: ScreenLoader = () =>
  import('../features/hierarchy/screens/hierarchy-tabs-screen');
const signinCallback: ScreenLoader = () => import('./auth/signin-callback-page');

export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  { path: '/', redirectTo: '/tickets' },
  { path: '/tickets', redirectTo: '/tickets/ticketsofcurrentuser' },
  { path: '/customers', redirectTo: '/customers/list' },
  { path: '/definitions', redirectTo: '/definitions/ticket-hierarchies/ticket-types' },
  {
    path: '/definitions/ticket-hierarchies',
    redirectTo: '/definitions/ticket-hierarchies/ticket-types',
  },
  { path: '/stores', redirectTo: '/stores/list' },
  { path: '/users', redirectTo: '/users/list' },
  { path: '/roles', redirectTo: '/roles/list' },
];

/** Open to anyone; rendered without the main layout. */
export const PUBLIC_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/account/signed-in-callback',
    title: 'Oturum açılıyor',
    access: 'public',
    load: signinCallback,
  },
  { path: '/account/signedin', title: 'Oturum açılıyor', access: 'public', load: signinCallback },
  {
    path: '/account/silent',
    title: 'Oturum yenileniyor',
    access: 'public',
    load: () => import('./auth/silent-callback-page'),
  },
  {
    path: '/account/signedout',
    title: 'Oturum kapatıldı',
    access: 'public',
    load: () => import('./auth/signed-out-page'),
  },
  {
    path: '/error/unauthorized',
    title: 'Oturum gerekli',
    access: 'public',
    load: () => import('./pages/unauthorized-page'),
  },
  {
    path: '/check/api',
    title: 'Servis Durumu',
    access: 'public',
    load: () => import('../features/health/screens/check-api-screen'),
  },
];

const definitions = 'Definition.WrapUps';

/** Need a signed-in user; rendered inside the main layout, checked against `access`. */
export const SIGNED_IN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/tickets/ticketsofcurrentuser',
    title: 'Biletlerim',
    access: 'signed-in',
    load: () => import('../features/tickets/screens/my-tickets-screen'),
  },
  {
    path: '/tickets/allTickets',
    title: 'Tüm Biletler',
    access: 'Ticket.AllTickets',
    load: () => import('../features/tickets/screens/all-tickets-screen'),
  },
  {
    path: '/tickets/details/:id',
    title: 'Bilet Detayı',
    access: 'signed-in',
    load: () => import('../features/tickets/screens/ticket-detail-screen'),
  },
  // Free zone: no permission check (the menu item still needs 'Customer').
  {
    path: '/customers/list',
    title: 'Müşteriler',
    access: 'signed-in',
    load: () => import('../features/customers/screens/customer-list-screen'),
  },
  {
    path: '/customers/byid/:id',
    title: 'Müşteri Detayı',
    access: 'signed-in',
    load: () => import('./pages/customer-detail-page'),
  },
  {
    path: '/definitions/ticket-hierarchies/ticket-types',
    title: 'Bilet Tipleri',
    access: definitions,
    load: hierarchyTabs,
  },
  {
    path: '/definitions/ticket-hierarchies/ticket-categories',
    title: 'Bilet Kategorileri',
    access: definitions,
    load: hierarchyTabs,
  },
  {
    path: '/definitions/ticket-hierarchies/ticket-subcategories',
    title: 'Bilet Alt Kategorileri',
    access: definitions,
    load: hierarchyTabs,
  },
  {
    path: '/definitions/ticket-category-sets',
    title: 'Bilet Kategori Setleri',
    access: definitions,
    load: () => import('../features/hierarchy/screens/category-sets-screen'),
  },
  {
    path: '/definitions/campaigns',
    title: 'Kampanyalar',
    access: definitions,
    load: () => import('../features/reference/screens/campaigns-screen'),
  },
  {
    path: '/definitions/sources',
    title: 'Kaynaklar',
    access: definitions,
    load: () => import('../features/reference/screens/sources-screen'),
  },
  {
    path: '/definitions/rulesets',
    title: 'Kurallar',
    access: definitions,
    load: () => import('../features/rule-sets/screens/rule-sets-screen'),
  },
  {
    path: '/definitions/mailgroups',
    title: 'Mail Grupları',
    access: definitions,
    load: () => import('../features/mail-groups/screens/mail-groups-screen'),
  },
  {
    path: '/definitions/customervoices',
    title: 'Müşterinin Sesi',
    access: definitions,
    load: () => import('../features/reference/screens/customer-voices-screen'),
  },
  {
    path: '/definitions/callwrapups',
    title: 'Çağrı Sonuçları',
    access: definitions,
    load: () => import('../features/reference/screens/call-wrap-ups-screen'),
  },
  // Beyond the spec's routes: it names the delivery type calls but no screen (docs/domain.md §14.3).
  {
    path: '/definitions/delivery-types',
    title: 'Teslimat Türleri',
    access: definitions,
    load: () => import('../features/reference/screens/delivery-types-screen'),
  },
  {
    path: '/definitions/holidays',
    title: 'Tatiller',
    access: definitions,
    load: () => import('../features/holidays/screens/holidays-screen'),
  },
  {
    path: '/definitions/audit-log',
    title: 'Yönetim Kayıtları',
    access: 'Admin',
    load: () => import('../features/audit-log/screens/audit-log-screen'),
  },
  {
    path: '/definitions/sign-in-attempts',
    title: 'Oturum Açma Kayıtları',
    access: 'Admin',
    load: () => import('../features/sign-in-attempts/screens/sign-in-attempts-screen'),
  },
  {
    path: '/definitions/outbox',
    title: 'Giden Mesajlar',
    access: 'Admin',
    load: () => import('../features/outbox/screens/outbox-screen'),
  },
  // Beyond the spec: the chain's data brought in from Excel or CSV (docs/domain.md §26).
  {
    path: '/definitions/imports',
    title: 'İçe Aktar',
    access: 'Admin',
    load: () => import('../features/imports/screens/imports-screen'),
  },
  // Beyond the spec: the reports area (docs/domain.md §25).
  {
    path: '/reports',
    title: 'Raporlar',
    access: 'Reports',
    load: () => import('./pages/reports-page'),
  },
  {
    path: '/stores/list',
    title: 'Mağazalar',
    access: 'Stores',
    load: () => import('../features/organisation/screens/stores-screen'),
  },
  {
    path: '/users/list',
    title: 'Kullanıcılar',
    access: definitions,
    load: () => import('../features/organisation/screens/users-screen'),
  },
  {
    path: '/roles/list',
    title: 'Roller',
    access: definitions,
    load: () => import('../features/organisation/screens/roles-screen'),
  },
  // Free zone.
  {
    path: '/others/test',
    title: 'Dosya İndirme Testi',
    access: 'signed-in',
    load: () => import('../features/others/screens/download-test-screen'),
  },
];
