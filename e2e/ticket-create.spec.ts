import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import { openAs, opened } from './support.ts';
import {
  choose,
  chooseBreakdown,
  openDemoCustomer,
  openOptions,
  openTicketDialog,
  STORE,
} from './ticket-form-support.ts';

/** The smallest real PNG header; the server checks the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the agent opens a ticket with a product and a file from the customer page', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local', '/customers/list');
  await openDemoCustomer(page);
  const dialog = await openTicketDialog(page);

  // A product-mandatory breakdown (rule set 'Alerji / Reaksiyon - 24 Saat') with a script.
  await chooseBreakdown(page, dialog, {
    type: 'Şikayet',
    category: 'Alerji / Reaksiyon',
    subCategory: 'Alerjik Reaksiyon',
  });
  await expect(dialog.getByTestId('ticket-description')).toHaveValue(
    /Ürünün barkodunu ve ne zamandır kullandığınızı/,
  );
  await expect(dialog.getByText('kişisel verilerini')).toBeVisible();

  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog.getByText('Bir ürün seçmelisiniz.')).toBeVisible();

  // Lower-case search: the catalogue is searched upper-cased the Turkish way.
  const search = dialog.getByTestId('product-search').locator('input');
  await search.fill('nemlendirici');
  await search.press('Enter');
  const catalogue = dialog.getByTestId('product-catalogue');
  await expect(catalogue.getByRole('cell', { name: /NEMLENDİRİCİ/ }).first()).toBeVisible();
  await catalogue.getByTestId('product-add').first().click();
  await expect(dialog.getByTestId('chosen-product')).toHaveCount(1);
  await expect(dialog.getByTestId('chosen-product-count')).toHaveValue('1');
  await expect(dialog.getByText('Bir ürün seçmelisiniz.')).toHaveCount(0);
  // The same product cannot be added twice.
  await expect(catalogue.getByTestId('product-add').first()).toBeDisabled();

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fotograf.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('fotograf.png')).toBeVisible();

  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('notification-success').first()).toBeVisible();
  const tickets = page.getByTestId('customer-tickets');
  await expect(tickets.getByRole('cell', { name: 'Alerjik Reaksiyon' }).first()).toBeVisible();
});

test('a case-closed breakdown asks for the call result and the customer voice', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local', '/customers/list');
  await openDemoCustomer(page);
  const dialog = await openTicketDialog(page);

  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), STORE);
  await choose(page, dialog.getByTestId('ticket-type'), 'Bilgi');
  // E-commerce sub-categories do not fit a store.
  await choose(page, dialog.getByTestId('ticket-category'), 'Sipariş');
  await dialog.getByTestId('ticket-sub-category').click();
  await expect(openOptions(page).filter({ hasText: 'Sipariş Durumu' })).toHaveClass(
    /ant-select-item-option-disabled/,
  );
  await page.keyboard.press('Escape');

  await choose(page, dialog.getByTestId('ticket-category'), 'Ürün');
  await choose(page, dialog.getByTestId('ticket-sub-category'), 'Ürün Kullanımı');
  await expect(dialog.getByTestId('ticket-description')).toHaveValue(/kullanım talimatları/);
  await expect(dialog.getByTestId('ticket-call-wrap-up')).toBeVisible();
  await expect(dialog.getByTestId('ticket-customer-voice')).toBeVisible();

  // Kept open, the ticket does not close: neither is asked.
  await dialog.getByTestId('ticket-keep-open').click();
  await expect(dialog.getByTestId('ticket-call-wrap-up')).toHaveCount(0);
  await dialog.getByTestId('ticket-keep-open').click();

  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog.getByText('Bir çağrı sonucu seçmelisiniz.')).toBeVisible();
  // This call result makes the customer voice mandatory.
  await choose(page, dialog.getByTestId('ticket-call-wrap-up'), 'Değişim Yapıldı');
  // The call result's rule comes from the server: a save before the form shows it would skip
  // the form's own check and meet the server's refusal instead.
  await expect(
    dialog.locator('label.ant-form-item-required', { hasText: 'Müşteri Sesi' }),
  ).toBeVisible();
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog.getByText('Bir müşteri sesi sonucu seçmelisiniz.')).toBeVisible();
  await expect(dialog.getByText('Bir çağrı sonucu seçmelisiniz.')).toHaveCount(0);
});

test('an IVR breakdown asks every survey question, and the IVR text after a yes', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local', '/customers/list');
  await openDemoCustomer(page);
  const dialog = await openTicketDialog(page);
  await chooseBreakdown(page, dialog, {
    type: 'Bilgi',
    category: 'Genel Bilgi',
    subCategory: 'Genel Bilgi',
  });
  const questions = dialog.getByTestId('ticket-survey-question');
  await expect(questions).toHaveCount(4);
  await dialog.getByTestId('ticket-form-save').click();
  await expect(
    dialog.getByText('Anket sorularının tümünün cevaplanması zorunludur.'),
  ).toBeVisible();

  await questions.first().getByText('Evet').click();
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog.getByText('IVR açıklaması boş bırakılamaz.')).toBeVisible();
  await questions.first().getByText('Hayır').click();
  await expect(dialog.getByText('IVR Açıklaması')).toHaveCount(0);
});

/** A customer of its own, so that no demo ticket counts as a repeat. */
async function addFreshCustomer(page: Page) {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  await page.getByTestId('customer-add-button').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Müşteri' });
  await dialog.getByTestId('customer-form-first-name').fill('Bora');
  await dialog.getByTestId('customer-form-last-name').fill(`Tekrar ${digits.slice(0, 4)}`);
  await dialog.getByTestId('customer-form-phone').fill(`05${digits}`);
  await dialog.getByTestId('customer-form-save').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
}

const GENERAL_REQUEST = { type: 'Talep', category: 'Genel Bilgi', subCategory: 'Genel Bilgi' };

/** Fills a ticket of the general-request breakdown (no extra field) and saves it. */
async function fillGeneralRequest(page: Page, dialog: Locator) {
  await chooseBreakdown(page, dialog, GENERAL_REQUEST);
  await dialog.getByTestId('ticket-description').fill('Müşteri genel bilgi talep etti.');
  await dialog.getByTestId('ticket-form-save').click();
}

test('a repeated ticket: the agent is refused, the team leader may go on after confirming', async ({
  page,
  browser,
}) => {
  // Two users, three saves.
  test.setTimeout(120_000);
  await openAs(page, 'agent@demo.local', '/customers/list');
  await addFreshCustomer(page);
  const customerPath = new URL(page.url()).pathname;
  await fillGeneralRequest(page, await openTicketDialog(page));
  const tickets = page.getByTestId('customer-tickets');
  await expect(tickets.getByRole('cell', { name: 'Genel Bilgi' })).toHaveCount(2);

  // The same breakdown again: the open ticket is pointed out, and the agent may not repeat it.
  const again = await openTicketDialog(page);
  await fillGeneralRequest(page, again);
  await expect(again.getByTestId('ticket-duplicate-warning')).toBeVisible();
  await expect(
    page.getByTestId('notification-error').filter({ hasText: 'tekrarlı bilet açma yetkiniz' }),
  ).toBeVisible();
  await expect(again).toBeVisible();

  // Ticket.MultipleCreate: a confirmation; 'Hayır' creates nothing, 'Evet' creates the ticket.
  const leader = await browser.newPage();
  await openAs(leader, 'lider@demo.local', customerPath);
  const dialog = await openTicketDialog(leader);
  await fillGeneralRequest(leader, dialog);
  const confirmation = opened(
    leader.getByRole('dialog', {
      name: 'Sahip olduğunuz tekrarlı çoklu bilet açma yetkisi nedeniyle bu bileti açabilirsiniz. Devam etmek istiyor musunuz?',
    }),
  );
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('bir bileti var: #');
  await confirmation.getByRole('button', { name: 'Hayır' }).click();
  await expect(confirmation).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('ticket-form-save').click();
  await confirmation.getByRole('button', { name: 'Evet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const leaderTickets = leader.getByTestId('customer-tickets');
  await expect(leaderTickets.getByRole('row')).toHaveCount(3);
  await leader.close();
});

test("the store manager picks only 'Magaza' sources and manager-visible types", async ({
  page,
}) => {
  await openAs(page, 'manager@demo.local', '/customers/list');
  await openDemoCustomer(page);
  const dialog = await openTicketDialog(page);

  await dialog.getByTestId('ticket-source').click();
  await expect(openOptions(page)).toHaveText(['Mağaza Ziyareti', 'Mağaza Telefonu']);
  await openOptions(page).filter({ hasText: 'Mağaza Ziyareti' }).click();

  await choose(page, dialog.getByTestId('ticket-store'), STORE);
  await dialog.getByTestId('ticket-type').click();
  await expect(openOptions(page).filter({ hasText: 'Şikayet' })).toHaveCount(1);
  // 'Bilgi' has no breakdown a store manager may see.
  await expect(openOptions(page).filter({ hasText: 'Bilgi' })).toHaveCount(0);
});
