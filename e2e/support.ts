import { expect, type Page } from '@playwright/test';

/** Every sidebar entry's test id, in the spec's order. */
export const TOP_MENU = ['tickets-mine', 'tickets-all', 'customers', 'stores', 'definitions'];
export const DEFINITIONS_MENU = [
  'definitions-users',
  'definitions-roles',
  'definitions-ticket-types',
  'definitions-ticket-categories',
  'definitions-ticket-subcategories',
  'definitions-ticket-category-sets',
  'definitions-campaigns',
  'definitions-rulesets',
  'definitions-sources',
  'definitions-mailgroups',
  'definitions-customervoices',
  'definitions-callwrapups',
  'definitions-holidays',
];

/** Signs in through the embedded provider's Turkish page, as a person would. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible();
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill('demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The test ids of the top-level sidebar entries shown now. */
export async function visibleTopMenu(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const key of TOP_MENU) {
    if (await page.getByTestId(`menu-${key}`).isVisible()) shown.push(key);
  }
  return shown;
}
