import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flattenMenu, MENU_ITEMS, type MenuItem } from './layout/menu-items';
import { PUBLIC_ROUTES, REDIRECT_ROUTES, SIGNED_IN_ROUTES } from './routes';

const SCREEN_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
const ALL_PATHS = [...REDIRECT_ROUTES, ...SCREEN_ROUTES].map((route) => route.path);

/** The route that opens `pathname` (case-insensitive, like React Router's default). */
function findRoute(pathname: string) {
  const redirect = REDIRECT_ROUTES.find((route) => matchPath(route.path, pathname));
  if (redirect) return { redirectTo: redirect.redirectTo };
  const screen = SCREEN_ROUTES.find((route) => matchPath(route.path, pathname));
  return screen ? { screen } : undefined;
}

/** Follows redirects to the screen that finally opens. */
function resolve(pathname: string, hops = 0): ReturnType<typeof findRoute> {
  const found = findRoute(pathname);
  if (found && 'redirectTo' in found && found.redirectTo && hops < 5) {
    return resolve(found.redirectTo, hops + 1);
  }
  return found;
}

// Every route the product has (docs/domain.md §15 Menu), parameters filled in.
const SPEC_PATHS = [
  '/',
  '/tickets',
  '/tickets/ticketsofcurrentuser',
  '/tickets/allTickets',
  '/tickets/details/5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  '/customers',
  '/customers/list',
  '/customers/byid/5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  '/definitions',
  '/definitions/ticket-hierarchies/ticket-types',
  '/definitions/ticket-hierarchies/ticket-categories',
  '/definitions/ticket-hierarchies/ticket-subcategories',
  '/definitions/ticket-category-sets',
  '/definitions/campaigns',
  '/definitions/sources',
  '/definitions/rulesets',
  '/definitions/mailgroups',
  '/definitions/customervoices',
  '/definitions/callwrapups',
  '/definitions/holidays',
  '/definitions/delivery-types',
  '/definitions/audit-log',
  '/definitions/imports',
  '/stores',
  '/stores/list',
  '/users',
  '/users/list',
  '/roles',
  '/roles/list',
  '/others/test',
  '/error/unauthorized',
  '/account/signed-in-callback',
  '/account/signedin',
  '/account/silent',
  '/account/signedout',
  '/check/api',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('has a route for %s', (path) => {
    expect(resolve(path)?.screen).toBeDefined();
  });

  it('redirects as the spec says', () => {
    const redirects = Object.fromEntries(REDIRECT_ROUTES.map((r) => [r.path, r.redirectTo]));
    expect(redirects).toMatchObject({
      '/': '/tickets',
      '/tickets': '/tickets/ticketsofcurrentuser',
      '/customers': '/customers/list',
      '/definitions': '/definitions/ticket-hierarchies/ticket-types',
      '/stores': '/stores/list',
      '/users': '/users/list',
      '/roles': '/roles/list',
    });
    expect(resolve('/')?.screen?.path).toBe('/tickets/ticketsofcurrentuser');
  });

  it('declares each path once', () => {
    expect(new Set(ALL_PATHS.map((p) => p.toLowerCase())).size).toBe(ALL_PATHS.length);
  });

  it('makes exactly the sign-in pages, /check/api and /error/unauthorized public', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/account/signed-in-callback',
        '/account/signedin',
        '/account/silent',
        '/account/signedout',
        '/check/api',
        '/error/unauthorized',
      ].sort(),
    );
    expect(PUBLIC_ROUTES.every((r) => r.access === 'public')).toBe(true);
    expect(SIGNED_IN_ROUTES.every((r) => r.access !== 'public')).toBe(true);
  });

  it('keeps /customers/* and /others/test a free zone (signed in, no permission)', () => {
    for (const path of ['/customers/list', '/customers/byid/1', '/others/test']) {
      expect(resolve(path)?.screen?.access).toBe('signed-in');
    }
  });

  it('guards each menu page with the permission of its menu item', () => {
    const permissionOf = new Map<string, string | undefined>();
    const walk = (items: readonly MenuItem[], inherited?: string) => {
      for (const item of items) {
        const permission = item.permission ?? inherited;
        if (item.path) permissionOf.set(item.path, permission);
        if (item.children) walk(item.children, permission);
      }
    };
    walk(MENU_ITEMS);
    for (const item of flattenMenu(MENU_ITEMS)) {
      const route = resolve(item.path ?? '')?.screen;
      expect(route, item.path).toBeDefined();
      const expected = item.path?.startsWith('/customers')
        ? 'signed-in' // free zone: only the menu item needs 'Customer'
        : (permissionOf.get(item.path ?? '') ?? 'signed-in');
      expect(route?.access, item.path).toBe(expected);
    }
  });

  it('gives every screen a Turkish title', () => {
    for (const route of SCREEN_ROUTES) expect(route.title.trim()).not.toBe('');
  });
});
