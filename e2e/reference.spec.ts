import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs } from './support.ts';
import { choose, openDemoCustomer, openTicketDialog, STORE } from './ticket-form-support.ts';

/** The switch of a row, by its column title and the row's name ('yeni kayıt' while new). */
function rowSwitch(table: Locator, column: string, row: string): Locator {
  return table.getByRole('switch', { name: `${column} (${row})`, exact: true });
}

/** Starts a new row: the button waits while it is unsaved, and an empty name is refused. */
async function startNewRow(page: Page, testId: string, nameMessage: string) {
  const table = page.getByTestId(testId);
  await page.getByTestId(`${testId}-new`).click();
  await expect(page.getByTestId(`${testId}-new`)).toBeDisabled();
  await table.getByTestId(`${testId}-save`).click();
  await expect(table.getByText(nameMessage)).toBeVisible();
  return table;
}

/** Saves the edited row with Enter in its name and waits until it is shown saved. */
async function saveName(page: Page, testId: string, name: string) {
  const table = page.getByTestId(testId);
  await table.getByTestId(`${testId}-name`).fill(name);
  await table.getByTestId(`${testId}-name`).press('Enter');
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId(`${testId}-new`)).toBeEnabled();
}

test('the administrator adds a source, a wrap-up and a customer voice; the agent picks them in Yeni Bilet at once', async ({
  page,
  browser,
}) => {
  // Two users and five screens, seven accessibility scans: 49–75 s on the loaded 2-core
  // machine. It has four times the default 60 s, over three times its slowest run.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const source = `E2E Kaynak ${suffix}`;
  const wrapUp = `E2E Sonuç ${suffix}`;
  const voice = `E2E Ses ${suffix}`;

  // A source: group 'Genel', in the list after the save.
  await openAs(page, 'admin@demo.local', '/definitions/sources');
  await expect(page.getByRole('heading', { name: 'Kaynaklar' })).toBeVisible();
  await expect(page.getByTestId('sources').locator('tr.ant-table-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await startNewRow(page, 'sources', 'Bir kaynak adı yazmalısınız.');
  await expectNoAxeViolations(page);
  await saveName(page, 'sources', source);
  await expect(
    page.getByTestId('sources').locator('tr', { hasText: source }).getByRole('cell', {
      name: 'Genel',
      exact: true,
    }),
  ).toBeVisible();
  // Found by a part of its name, in any case; a search that finds nothing says so.
  const sourceSearch = page.getByTestId('sources-search').getByRole('searchbox');
  await sourceSearch.fill(`kaynak ${suffix.toLowerCase()}`);
  await expect(page.getByTestId('sources').locator('tr.ant-table-row')).toHaveCount(1);
  await sourceSearch.fill(`${suffix}-yok`);
  await expect(page.getByText('Aramayla eşleşen kayıt yok.')).toBeVisible();
  await sourceSearch.fill('');

  // Leaving with an unsaved new row asks first; 'Hayır' keeps it, 'Evet' leaves.
  await page.getByTestId('sources-new').click();
  await page.getByTestId('menu-definitions-delivery-types').click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Kaydedilmemiş değişiklikler var' });
  await leave.getByRole('button', { name: 'Hayır' }).click();
  await expect(page).toHaveURL(/\/definitions\/sources$/);
  await expect(page.getByTestId('sources').getByTestId('sources-name')).toBeVisible();
  await page.getByTestId('menu-definitions-delivery-types').click();
  await leave.getByRole('button', { name: 'Evet' }).click();
  await expect(page).toHaveURL(/\/definitions\/delivery-types$/);

  // A closing wrap-up: SLA-paused waits for in-process and goes off with it.
  await page.goto('/definitions/callwrapups');
  await expect(page.getByTestId('call-wrap-ups').locator('tr.ant-table-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const wrapUps = await startNewRow(page, 'call-wrap-ups', 'Bir çağrı sonucu adı yazmalısınız.');
  const slaPaused = rowSwitch(wrapUps, 'SLA Durdurur', 'yeni kayıt');
  const inProcess = rowSwitch(wrapUps, 'İşlemde', 'yeni kayıt');
  await expect(slaPaused).toBeDisabled();
  await inProcess.click();
  await expect(slaPaused).toBeEnabled();
  await slaPaused.click();
  await expect(slaPaused).toBeChecked();
  await inProcess.click();
  await expect(slaPaused).not.toBeChecked();
  await expect(slaPaused).toBeDisabled();
  await rowSwitch(wrapUps, 'Kapalı', 'yeni kayıt').click();
  await rowSwitch(wrapUps, 'Müşteri Sesi Görünür', 'yeni kayıt').click();
  await expectNoAxeViolations(page);
  await saveName(page, 'call-wrap-ups', wrapUp);
  await expect(rowSwitch(wrapUps, 'Kapalı', wrapUp)).toBeChecked();
  await expect(rowSwitch(wrapUps, 'SLA Durdurur', wrapUp)).not.toBeChecked();

  // A customer voice, which the new wrap-up asks for.
  await page.goto('/definitions/customervoices');
  await expect(
    page.getByTestId('customer-voices').locator('tr.ant-table-row').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await startNewRow(page, 'customer-voices', 'Bir müşteri sesi adı yazmalısınız.');
  await saveName(page, 'customer-voices', voice);

  // The campaigns and the delivery types, seen and checked too.
  await page.goto('/definitions/campaigns');
  await expect(page.getByTestId('campaigns').locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('campaigns')).toContainText('Uygulama Şikayeti');
  await expectNoAxeViolations(page);
  // The campaigns are paged: Enter asks the server for the names holding the text.
  const campaignSearch = page.getByTestId('campaigns-search').getByRole('searchbox');
  await campaignSearch.fill('indirim');
  await campaignSearch.press('Enter');
  await expect(page.getByTestId('campaigns').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('campaigns')).toContainText('Sepette %25 İndirim');
  // The Definitions submenu is open on its own screens; delivery types have an entry of their own.
  await page.getByTestId('menu-definitions-delivery-types').click();
  await expect(page).toHaveURL(/\/definitions\/delivery-types$/);
  await expect(page.getByRole('heading', { name: 'Teslimat Türleri' })).toBeVisible();
  await expect(page.getByTestId('delivery-types')).toContainText('Adrese Teslim');
  await expectNoAxeViolations(page);

  // The agent opens 'Yeni Bilet' and finds all three.
  const agent = await browser.newPage();
  await openAs(agent, 'agent@demo.local', '/customers/list');
  await openDemoCustomer(agent);
  const dialog = await openTicketDialog(agent);
  await choose(agent, dialog.getByTestId('ticket-source'), source);
  await choose(agent, dialog.getByTestId('ticket-store'), STORE);
  // A case-closed breakdown: the dialog asks for the call result.
  await choose(agent, dialog.getByTestId('ticket-type'), 'Bilgi');
  await choose(agent, dialog.getByTestId('ticket-category'), 'Ürün');
  await choose(agent, dialog.getByTestId('ticket-sub-category'), 'Ürün Kullanımı');
  await choose(agent, dialog.getByTestId('ticket-call-wrap-up'), wrapUp);
  await expect(
    dialog.locator('label.ant-form-item-required', { hasText: 'Müşteri Sesi' }),
  ).toBeVisible();
  await choose(agent, dialog.getByTestId('ticket-customer-voice'), voice);
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    agent.getByTestId('customer-tickets').getByRole('cell', { name: 'Ürün Kullanımı' }).first(),
  ).toBeVisible();
  await agent.close();
});
