import { expect } from '@playwright/test';
import { test } from './journey-test.ts';
import { DEFINITIONS_MENU, signIn, TOP_MENU, visibleTopMenu } from './support.ts';

test('the agent signs in through the provider, sees exactly their menu, and signs out', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.local');
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  await expect(page.getByTestId('user-full-name')).toHaveText('Mehmet Demir');
  await expect(page.getByTestId('app-version')).toHaveText('v1.10.9');
  expect(await visibleTopMenu(page)).toEqual(['tickets-mine', 'customers']);
  // Cti: the softphone toggle and its simulator frame.
  await page.getByTestId('softphone-toggle').click();
  await expect(page.getByTestId('softphone-frame')).toBeVisible();

  // A route the agent has no permission for.
  await page.goto('/tickets/allTickets');
  await expect(page.getByTestId('forbidden-result')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-sign-out').click();
  await expect(page.getByTestId('signed-out')).toBeVisible();
  await expect(page.getByTestId('signed-out')).toContainText('Oturumunuz kapatıldı.');
  // Signed out for real: the app asks for sign-in again.
  await page.goto('/customers/list');
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible();
});

test('the administrator sees every menu item and the whole Definitions submenu', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.local');
  expect(await visibleTopMenu(page)).toEqual(TOP_MENU);
  await page.getByTestId('menu-definitions').click();
  for (const key of DEFINITIONS_MENU) {
    await expect(page.getByTestId(`menu-${key}`)).toBeVisible();
  }
  await page.getByTestId('menu-definitions-holidays').click();
  await expect(page).toHaveURL(/\/definitions\/holidays$/);
  await expect(page.getByRole('heading', { name: 'Tatiller' })).toBeVisible();
});

test('a wrong password is refused on the sign-in page in Turkish', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-posta').fill('agent@demo.local');
  await page.getByLabel('Parola').fill('yanlış');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('E-posta adresi veya parola hatalı.')).toBeVisible();
});

test('a deep link survives the sign-in round trip', async ({ page }) => {
  await signIn(page, 'manager@demo.local', '/others/test');
  await expect(page).toHaveURL(/\/others\/test$/);
  // A store manager reads their store's reports (docs/domain.md §25).
  expect(await visibleTopMenu(page)).toEqual(['tickets-mine', 'customers', 'reports']);
  await expect(page.getByTestId('softphone-toggle')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByTestId('download-test-file').click();
  expect((await download).suggestedFilename()).toBe('indirme-testi.txt');
});

test("a colleague who opens the machine's other address lands on PUBLIC_URL and signs in", async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '');
  const otherAddress = `http://127.0.0.1:${publicUrl.port}/customers/list`;
  await signIn(page, 'agent@demo.local', otherAddress);
  await expect(page).toHaveURL(`${publicUrl.origin}/customers/list`);
});

test("'Tarayıcıyı temizle' asks first, and 'Hayır' keeps the browser's session and lists", async ({
  page,
}) => {
  await signIn(page, 'agent@demo.local');
  const stored = async () => Number(await page.evaluate('window.localStorage.length'));
  const before = await stored();
  expect(before).toBeGreaterThan(0);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-clear-browser').click();
  const question = page.getByRole('dialog').filter({ hasText: 'Tarayıcı temizlensin mi?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Hayır' }).click();
  await expect(question).toBeHidden();
  expect(await stored()).toBe(before);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
