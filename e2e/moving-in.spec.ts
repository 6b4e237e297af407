import { expect } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs } from './support.ts';

/*
 * What the web app says about moving in (docs/domain.md §16.1): the demo database is told apart
 * for administrators, and before any administrator exists nobody is sent to sign in.
 */

test('an administrator sees the demo tag, which names the command that removes it', async ({
  page,
}) => {
  await openAs(page, 'admin@demo.local', '/customers/list');
  const tag = page.getByTestId('demo-data-banner');
  await expect(tag).toHaveText('Demo verileri');
  await tag.click();
  const note = page.getByTestId('demo-data-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('npm run demo:remove');
  await expectNoAxeViolations(page);

  // An agent works on the same data and is not told: the removal is an administrator's.
  await openAs(page, 'agent@demo.local', '/customers/list');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('demo-data-banner')).toHaveCount(0);
});

test('before an administrator exists the app names admin:create and sends nobody to sign in', async ({
  page,
}) => {
  // This product has its administrator: the client config of a database without one is shown.
  await page.route('**/api/client-config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, setup: { hasAdministrator: false, hasDemoData: false } },
    });
  });
  await page.goto('/tickets/ticketsofcurrentuser');
  const notice = page.getByTestId('no-administrator');
  await expect(notice).toBeVisible();
  await expect(page.getByText('Henüz bir yönetici yok', { exact: true })).toBeVisible();
  await expect(
    page.getByText('npm run admin:create -- <e-posta> "<Ad Soyad>"', { exact: true }),
  ).toBeVisible();
  // Still the app's own page: no redirect to the sign-in provider happened.
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toHaveCount(0);
});
