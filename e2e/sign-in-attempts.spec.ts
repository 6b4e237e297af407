import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs, untilListIdle } from './support.ts';

test('the administrator finds a refused sign-in in the sign-in records', async ({
  page,
  browser,
}) => {
  // Someone tries an account that does not exist, in a browser of their own.
  const stranger = await (await browser.newContext()).newPage();
  const account = `yok.${randomUUID().slice(0, 8)}@demo.local`;
  await stranger.goto('/');
  await expect(stranger.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible();
  await stranger.getByLabel('E-posta').fill(account);
  await stranger.getByLabel('Parola').fill('yanlış');
  await stranger.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(stranger.getByText('E-posta adresi veya parola hatalı.')).toBeVisible();

  // The administrator reaches 'Oturum Açma Kayıtları' from the Definitions menu.
  await openAs(page, 'admin@demo.local', '/');
  await page.getByTestId('menu-definitions').click();
  await page.getByTestId('menu-definitions-sign-in-attempts').click();
  await expect(page).toHaveURL(/\/definitions\/sign-in-attempts$/);
  await expect(page.getByRole('heading', { name: 'Oturum Açma Kayıtları' })).toBeVisible();
  const submit = page.getByTestId('sign-in-attempts-filter-submit');
  await untilListIdle(submit);

  // Filtered by the account with the keyboard only: the label names the field, Enter applies.
  await page.getByLabel('Hesap (e-posta)').fill(account);
  await page.getByLabel('Hesap (e-posta)').press('Enter');
  await untilListIdle(submit);
  const rows = page.getByTestId('sign-in-attempts-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(account);
  await expect(rows.first()).toContainText('Başarısız');
  await expect(rows.first()).toContainText('Hesap bulunamadı');
  await expectNoAxeViolations(page);
});
