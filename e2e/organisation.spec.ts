import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import {
  closeToasts,
  expectNoAxeViolations,
  openAs,
  opened,
  untilListIdle,
  visibleTopMenu,
} from './support.ts';
import { choose } from './ticket-form-support.ts';

const suffix = () => Date.now().toString(36).toUpperCase();

/** The status of an API call made with the page's own access token (what the app would send). */
async function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }) : null;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token?.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    return response.status;
  }, path);
}

/** Opens the users screen filtered to one e-mail address and selects that user. */
async function openUser(page: Page, email: string) {
  await page.goto('/users/list');
  await page.getByTestId('user-filter-email').fill(email);
  await page.getByTestId('user-filter-email').press('Enter');
  await untilListIdle(page.getByTestId('user-filter-submit'));
  const row = page.getByTestId('user-table').getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await row.getByRole('cell', { name: email }).click();
  return row;
}

/** Fills the new user dialog with one store-role and saves it; answers the one-time link. */
async function addUser(
  page: Page,
  user: { surname: string; email: string },
  unit: string,
  role: string,
): Promise<string> {
  await page.goto('/users/list');
  await page.getByTestId('user-new-button').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  const save = dialog.getByTestId('new-user-save');
  // Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('new-user-name').fill('E2E');
  await dialog.getByTestId('new-user-surname').fill(user.surname);
  await dialog.getByTestId('new-user-email').fill('admin@demo.local');
  await dialog.getByTestId('new-user-surname').focus();
  await expect(dialog.getByText('Bu e-posta adresi ile bir kullanıcı mevcut.')).toBeVisible();
  await dialog.getByTestId('new-user-email').fill(user.email);
  await dialog.getByTestId('new-user-name').focus();
  await expect(dialog.getByText('Bu e-posta adresi ile bir kullanıcı mevcut.')).toBeHidden();
  // No store-role yet: nothing to save.
  await expect(save).toBeDisabled();
  await dialog.getByTestId('new-user-role-add').click();
  await choose(page, dialog.getByTestId('new-user-role-form-unit'), unit);
  await choose(page, dialog.getByTestId('new-user-role-form-role'), role);
  await dialog.getByTestId('new-user-role-form-save').click();
  await expect(dialog.getByTestId('new-user-roles')).toContainText(role);
  await expectNoAxeViolations(page);
  await save.click();
  await expect(dialog).toBeHidden();
  const link = page.getByTestId('password-link-url');
  await expect(link).toBeVisible();
  const url = (await link.textContent())?.trim() ?? '';
  await page.getByTestId('password-link-close').click();
  // The save's toasts cover the screen's buttons at the top right.
  await closeToasts(page);
  return url;
}

/** A new browser where the user sets a password with the link and signs in with it. */
async function signInWithNewPassword(browser: Browser, link: string, email: string) {
  const page = await browser.newPage();
  await page.goto(link);
  await page.getByLabel('Yeni parola', { exact: true }).fill('E2e-Parola-2026');
  await page.getByLabel('Yeni parola (tekrar)').fill('E2e-Parola-2026');
  await page.getByRole('button', { name: 'Parolayı Kaydet' }).click();
  await expect(page.getByText('Parolanız kaydedildi.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Uygulamaya dön' }).click();
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible();
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill('E2e-Parola-2026');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

test("a new user sets a password through the link, sees their role's menu, loses a revoked permission and is refused once deactivated", async ({
  page,
  browser,
}) => {
  // A long journey: a role and a user made through their dialogs, three accessibility scans,
  // the new user's password and sign-in in a second browser, then a revocation and a
  // deactivation felt there. About 40 s on the loaded 2-core machine, over half the default
  // 60 s: it has three times that.
  test.slow();
  const tag = suffix();
  const roleName = `E2E Rol ${tag}`;
  const email = `e2e.${tag.toLowerCase()}@example.test`;

  // A new department role granting Customer and Stores.
  await openAs(page, 'admin@demo.local', '/roles/list');
  await page.getByTestId('role-new-button').click();
  const roleDialog = page.getByRole('dialog', { name: 'Rol Ekle' });
  await roleDialog.getByTestId('new-role-name').fill(roleName);
  await roleDialog.getByTestId('new-role-save').click();
  await expect(roleDialog).toBeHidden();
  const permissions = page.getByTestId('role-permissions-panel');
  await expect(permissions).toContainText(roleName);
  for (const permission of ['Customer', 'Stores']) {
    await permissions.getByTestId(`role-permission-${permission}`).click();
    await expect(permissions.getByTestId(`role-permission-${permission}`)).toBeChecked();
  }
  await expectNoAxeViolations(page);

  const link = await addUser(
    page,
    { surname: `Kullanıcı ${tag}`, email },
    'Kalite Güvence',
    roleName,
  );
  await expect(page.getByTestId('user-roles-panel')).toContainText(roleName);
  await expectNoAxeViolations(page);

  const user = await signInWithNewPassword(browser, link, email);
  expect(await visibleTopMenu(user)).toEqual(['tickets-mine', 'customers', 'stores']);
  expect(await apiStatus(user, '/api/watsonsstore/GetStoresList')).toBe(200);

  // Revoked: the next page load has no Stores item, and the API refuses the call.
  await page.goto('/roles/list');
  await page.getByTestId('role-filter-name').fill(roleName);
  await page.getByTestId('role-filter-name').press('Enter');
  await page.getByTestId('role-table').getByRole('cell', { name: roleName }).click();
  await page.getByTestId('role-permissions-panel').getByTestId('role-permission-Stores').click();
  await expect(
    page.getByTestId('role-permissions-panel').getByTestId('role-permission-Stores'),
  ).not.toBeChecked();
  await user.reload();
  await expect(user.getByTestId('user-menu')).toBeVisible();
  expect(await visibleTopMenu(user)).toEqual(['tickets-mine', 'customers']);
  expect(await apiStatus(user, '/api/watsonsstore/GetStoresList')).toBe(403);

  // Deactivated: the open session's next call is refused.
  const row = await openUser(page, email);
  await row.getByTestId('user-active-switch').click();
  const confirm = opened(page.getByRole('dialog').filter({ hasText: 'oturum açamaz' }));
  await expect(confirm).toContainText('bilet sahipleri listesinde görünmez');
  // The switch shows 'off' as soon as it is asked; the user is inactive once the call answers.
  const deactivated = page.waitForResponse('**/api/users/*/status/0');
  await confirm.getByRole('button', { name: 'Evet' }).click();
  expect((await deactivated).ok()).toBe(true);
  await expect(row.getByTestId('user-active-switch')).not.toHaveClass(/ant-switch-checked/);
  await user.getByTestId('menu-customers').click();
  await expect(user).toHaveURL(/\/error\/unauthorized/);
  // Told why, and not sent round to a sign-in the account can no longer pass.
  await expect(user.getByText('Hesabınız pasif', { exact: true })).toBeVisible();
  await expect(
    user.getByText('Kullanıcı hesabınız pasif durumda.', { exact: false }),
  ).toBeVisible();
  await expect(user.getByTestId('unauthorized-countdown')).toHaveCount(0);
  expect(await apiStatus(user, '/api/session/GetCurrentLoginInformation')).toBe(401);
  await user.close();
});

test('a second user given the same store role at a store takes it over after the warning', async ({
  page,
}) => {
  // Two users made through their dialogs and two accessibility scans: 17–32 s on the loaded
  // 2-core machine, up to half the default 60 s. It has three times that.
  test.slow();
  const tag = suffix();
  const store = 'İZMİR ALSANCAK';
  const role = 'Mağaza Kasiyer';
  const first = { surname: `Birinci ${tag}`, email: `birinci.${tag.toLowerCase()}@example.test` };
  await openAs(page, 'admin@demo.local', '/users/list');
  await expectNoAxeViolations(page);
  await addUser(page, first, store, role);

  const second = { surname: `İkinci ${tag}`, email: `ikinci.${tag.toLowerCase()}@example.test` };
  await page.getByTestId('user-new-button').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await dialog.getByTestId('new-user-name').fill('E2E');
  await dialog.getByTestId('new-user-surname').fill(second.surname);
  await dialog.getByTestId('new-user-email').fill(second.email);
  await dialog.getByTestId('new-user-role-add').click();
  await choose(page, dialog.getByTestId('new-user-role-form-unit'), store);
  await choose(page, dialog.getByTestId('new-user-role-form-role'), role);
  await expect(dialog.getByTestId('new-user-role-form-holder-warning')).toContainText(
    `E2E ${first.surname}, ${store} biriminde ${role} rolüyle tanımlı. Devam ederseniz bu rolü kaybedecek.`,
  );
  await dialog.getByTestId('new-user-role-form-save').click();
  // A call-centre partner this time, told of the invitation mail (docs/domain.md §20).
  await dialog.getByText('Çağrı Merkezi İş Ortağı').click();
  await expect(dialog.getByText('davet e-postası gönderilir')).toBeVisible();
  await dialog.getByTestId('new-user-save').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      `Parola bağlantısını içeren davet e-postası ${second.email} adresine gönderildi.`,
    ),
  ).toBeVisible();
  await page.getByTestId('password-link-close').click();
  await expect(page.getByTestId('user-roles-panel')).toContainText(role);

  // Corrected on screen: the surname and the type (a retailer after all).
  const row = await openUser(page, second.email);
  await expect(row.getByRole('img', { name: 'Çağrı Merkezi İş Ortağı' })).toBeVisible();
  await page.getByTestId('user-edit').click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await edit.getByTestId('edit-user-surname').fill(`Düzeltilmiş ${tag}`);
  await edit.getByText('Perakende').click();
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`E2E Düzeltilmiş ${tag} kullanıcısı güncellendi.`)).toBeVisible();
  await expect(page.getByTestId('user-roles-panel')).toContainText(
    `E2E Düzeltilmiş ${tag} - Roller`,
  );
  await expect(row.getByRole('img', { name: 'Perakende' })).toBeVisible();

  await openUser(page, first.email);
  await expect(page.getByTestId('user-roles-panel')).toContainText('Kullanıcının rolü yok.');
});

test('the stores list filters upper-cased, shows managers, and clears back to active stores', async ({
  page,
}) => {
  await openAs(page, 'admin@demo.local', '/stores/list');
  const table = page.getByTestId('store-table');
  await untilListIdle(page.getByTestId('store-filter-submit'));
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByTestId('store-filter-name').fill('kadıköy');
  await page.getByTestId('store-filter-name').press('Enter');
  await untilListIdle(page.getByTestId('store-filter-submit'));
  await expect(table).toContainText('İSTANBUL KADIKÖY BAHARİYE');
  await expect(table.getByText('Pasif')).toHaveCount(0);
  await expect(table).not.toContainText('Yeni');
  // A unit opened lately (the demo data opens two at seeding) is marked new.
  await page.getByTestId('store-filter-name').fill('bursa zafer');
  await page.getByTestId('store-filter-name').press('Enter');
  await untilListIdle(page.getByTestId('store-filter-submit'));
  await expect(table.getByRole('row', { name: /BURSA ZAFER PLAZA/ })).toContainText('Yeni');
  await expect(table).toContainText('Serkan Aydoğan');
  await page.getByTestId('store-filter-clear').click();
  await untilListIdle(page.getByTestId('store-filter-submit'));
  await expect(page.getByTestId('store-filter-active')).toHaveClass(/ant-switch-checked/);
  await expect(page.getByTestId('store-filter-name')).toHaveValue('');
});

test("a user manager without Admin neither sees another user's password link nor gives a role beyond her permissions", async ({
  page,
}) => {
  // esra.kurt holds the definitions menu, not Admin (docs/domain.md §14.4 Grants only of what
  // one holds): the link goes to agent@demo.local's mailbox, the screen only says so.
  test.slow();
  await openAs(page, 'esra.kurt@demo.local', '/users/list');
  await openUser(page, 'agent@demo.local');
  const answered = page.waitForResponse('**/api/users/*/passwordlink');
  await page.getByTestId('user-password-link').click();
  expect((await answered).ok()).toBe(true);
  await expect(
    page.getByText('Parola bağlantısı kullanıcının e-posta adresine gönderildi.'),
  ).toBeVisible();
  await expect(page.getByTestId('password-link-url')).toHaveCount(0);
  await closeToasts(page);

  // The team leader's role carries Cti, Reports, Ticket.CanSeeActivityPlus and Ticket.MultipleCreate.
  const tag = suffix();
  await page.getByTestId('user-new-button').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await dialog.getByTestId('new-user-name').fill('E2E');
  await dialog.getByTestId('new-user-surname').fill(`Lider ${tag}`);
  await dialog.getByTestId('new-user-email').fill(`lider.${tag.toLowerCase()}@example.test`);
  await dialog.getByTestId('new-user-role-add').click();
  await choose(page, dialog.getByTestId('new-user-role-form-unit'), 'Müşteri Hizmetleri');
  await choose(page, dialog.getByTestId('new-user-role-form-role'), 'Çağrı Merkezi Takım Lideri');
  await dialog.getByTestId('new-user-role-form-save').click();
  await dialog.getByTestId('new-user-save').click();
  await expect(page.getByText('Kayıt sırasında bir hata oluştu.')).toBeVisible();
  await expect(
    page.getByText(
      'Çağrı Merkezi Takım Lideri rolünü veremezsiniz: rolün taşıdığı şu yetkiler sizde yok: Cti, Reports, Ticket.CanSeeActivityPlus, Ticket.MultipleCreate.',
    ),
  ).toBeVisible();
  // The dialog stays open with what she typed.
  await expect(dialog).toBeVisible();
});
