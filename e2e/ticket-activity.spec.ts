import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

const MY_TICKETS = '/tickets/ticketsofcurrentuser';
/** The online shop: its breakdowns have the e-commerce call type. */
const ONLINE_SHOP = 'ONLINE MAĞAZA';
/** An e-commerce breakdown that may go to the e-commerce back office (seed flag 'bo'). */
const RETURN_REQUEST = { type: 'Talep', category: 'İade / Değişim', subCategory: 'İade Süreci' };

/** The options of the select list open now. */
function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
}

/** Picks an option by typing it and pressing Enter once only matching options are listed. */
async function choose(page: Page, select: Locator, option: string, search = option) {
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await select.click();
  await select.locator('input').fill(search);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: search })).toHaveCount(0);
  await select.locator('input').press('Enter');
  await expect(select).toContainText(option);
}

/**
 * Picks an option of a short list (no search) by clicking it; a click that lands while the list
 * is still moving into place is tried again.
 */
async function pick(
  page: Page,
  select: Locator,
  option: string,
  label = new RegExp(`^${option}$`),
) {
  await expect(async () => {
    if (!(await openOptions(page).first().isVisible())) await select.click();
    await openOptions(page).filter({ hasText: label }).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Changes an activity's wrap-up in place: the select gives way to the confirmation. */
async function chooseInline(page: Page, activity: Locator, option: string) {
  await activity.getByTestId('activity-wrap-up-edit').click();
  const select = activity.getByTestId('activity-wrap-up-select');
  await select.locator('input').fill(option);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: option })).toHaveCount(0);
  await select.locator('input').press('Enter');
}

/** The confirmation dialog open now. */
function confirmDialog(page: Page): Locator {
  return page.locator('.ant-modal-confirm').last();
}

/** A customer of its own, so that no other ticket of the breakdown counts as a repeat. */
async function addFreshCustomer(page: Page) {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  await page.getByTestId('customer-add-button').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Müşteri' });
  await dialog.getByTestId('customer-form-first-name').fill('Deniz');
  await dialog.getByTestId('customer-form-last-name').fill(`Akış ${digits.slice(0, 4)}`);
  await dialog.getByTestId('customer-form-phone').fill(`05${digits}`);
  await dialog.getByTestId('customer-form-save').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
}

/** The agent opens an online-shop return request and lands on its detail page. */
async function createReturnRequest(page: Page): Promise<string> {
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bilet' });
  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), ONLINE_SHOP, 'ONLINE');
  await choose(page, dialog.getByTestId('ticket-type'), RETURN_REQUEST.type);
  await choose(page, dialog.getByTestId('ticket-category'), RETURN_REQUEST.category);
  await choose(page, dialog.getByTestId('ticket-sub-category'), RETURN_REQUEST.subCategory);
  await dialog.getByTestId('ticket-order-number').fill('WS-20260001');
  await dialog.getByTestId('ticket-description').fill('Müşteri iade sürecini sordu.');
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const link = page.getByTestId('customer-tickets').getByRole('link').first();
  const ticketNo = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
  return ticketNo;
}

/** Finds a ticket by number in 'Biletlerim' ('Bana Atananlar' first) and opens it. */
async function openAssignedTicket(page: Page, ticketNo: string) {
  await page.goto(MY_TICKETS);
  await page.getByTestId('ticket-list-assign-filter').getByText('Bana Atananlar').click();
  await page.getByTestId('ticket-list-filter-ticket-no').fill(ticketNo);
  await page.getByTestId('ticket-list-filter-ticket-no').press('Enter');
  const row = page.locator(`[data-testid="ticket-list-row"][data-ticket-no="${ticketNo}"]`);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
}

async function openActivityDialog(page: Page): Promise<Locator> {
  await page.getByTestId('activity-add').click();
  const dialog = page.getByRole('dialog', { name: 'Aktivite Ekle' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, email, path);
  return page;
}

function latestActivity(page: Page): Locator {
  return page.getByTestId('ticket-activities').getByTestId('ticket-activity').first();
}

test('forwarded to the e-commerce back office, answered, closed with a discount code, edited', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // The agent opens an online-shop ticket and forwards it to the back office.
  await signIn(page, 'agent@demo.local', '/customers/list');
  await addFreshCustomer(page);
  const ticketNo = await createReturnRequest(page);
  const ticketPath = new URL(page.url()).pathname;
  let dialog = await openActivityDialog(page);
  await dialog.getByTestId('activity-save').click();
  await expect(dialog.getByText('Bir açıklama girmelisiniz.')).toBeVisible();
  await expect(dialog.getByText('Bir durum seçmelisiniz.')).toBeVisible();
  await pick(page, dialog.getByTestId('activity-status'), 'Yönlendir');
  // The only sub-status is chosen at once.
  await expect(dialog.getByTestId('activity-sub-status')).toContainText('Yönlendir');
  await dialog
    .getByTestId('activity-description')
    .fill('İade için back office incelemesi gerekiyor.');
  await dialog.getByTestId('activity-save').click();
  await expect(dialog.getByText('Bir alt durum seçmelisiniz.')).toBeVisible();
  await expect(dialog.getByText('kişisel verilerini')).toBeVisible();
  await choose(
    page,
    dialog.getByTestId('activity-transfer-role'),
    'E-Ticaret Back Office',
    'E-Ticaret',
  );
  await expect(dialog.getByTestId('activity-ecommerce-warning')).toBeVisible();
  await dialog.getByTestId('activity-save').click();
  await expect(confirmDialog(page)).toContainText('yönlendirmek istediğinize emin misiniz?');
  await confirmDialog(page).getByRole('button', { name: 'Hayır' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('activity-save').click();
  await confirmDialog(page).getByRole('button', { name: 'Evet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notification-success').first()).toBeVisible();
  await expect(latestActivity(page).getByTestId('activity-status-tag')).toHaveText(
    'Yönlendir / Yönlendir',
  );
  await expect(latestActivity(page)).toContainText('E-Ticaret Back Office');
  await expect(page.getByTestId('ticket-status').first()).toContainText('Yönlendir');

  // The back office finds it assigned to them and answers it.
  const backOffice = await signedInPage(browser, 'backoffice@demo.local', MY_TICKETS);
  await openAssignedTicket(backOffice, ticketNo);
  dialog = await openActivityDialog(backOffice);
  await pick(backOffice, dialog.getByTestId('activity-status'), 'Cevaplandı');
  await expect(dialog.getByTestId('activity-transfer-role')).toHaveCount(0);
  await dialog
    .getByTestId('activity-description')
    .fill('İade onaylandı, müşteriye bilgi verilebilir.');
  await dialog.getByTestId('activity-save').click();
  await expect(dialog).toBeHidden();
  await expect(latestActivity(backOffice).getByTestId('activity-status-tag')).toHaveText(
    'Cevaplandı / Cevaplandı',
  );
  await backOffice.close();

  // The agent has it back; closing with a call result needs Ticket.CallWrapUps, which an agent
  // does not hold: those choices are shown but cannot be taken.
  await openAssignedTicket(page, ticketNo);
  await expect(page.getByTestId('ticket-status').first()).toContainText('Cevaplandı');
  dialog = await openActivityDialog(page);
  await pick(page, dialog.getByTestId('activity-status'), 'Kapatıldı');
  await dialog.getByTestId('activity-sub-status').click();
  const needsPermission = ' (çağrı sonucu yetkisi gerekir)';
  for (const subStatus of ['Kapatıldı', 'Otomatik Kapatıldı']) {
    await expect(
      page.getByTitle(`${subStatus}${needsPermission}`, { exact: true }),
    ).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(page.getByTitle('Reddedildi', { exact: true })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  // The team leader (a call-centre agent with the wrap-up permission) closes it 3/7 with a
  // wrap-up that asks for the customer voice and reveals the discount code.
  const leader = await signedInPage(browser, 'lider@demo.local', ticketPath);
  await expect(leader.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
  dialog = await openActivityDialog(leader);
  await pick(leader, dialog.getByTestId('activity-status'), 'Kapatıldı');
  await pick(leader, dialog.getByTestId('activity-sub-status'), 'Kapatıldı');
  await dialog.getByTestId('activity-save').click();
  await expect(dialog.getByText('Bir çağrı sonucu seçmelisiniz.')).toBeVisible();
  await choose(leader, dialog.getByTestId('activity-call-wrap-up'), 'İndirim Kodu Verildi');
  await expect(dialog.getByTestId('activity-customer-voice')).toBeVisible();
  await expect(dialog.getByTestId('activity-discount-code')).toBeVisible();
  await dialog.getByTestId('activity-description').fill('İade yerine indirim kodu tanımlandı.');
  await dialog.getByTestId('activity-save').click();
  await expect(dialog.getByText('Bir müşteri sesi sonucu seçmelisiniz.')).toBeVisible();
  await expect(dialog.getByText('İndirim kodu yazmalısınız.')).toBeVisible();
  await expect(dialog.getByText('Geçerli bir indirim tutarı yazmalısınız.')).toBeVisible();
  await choose(leader, dialog.getByTestId('activity-customer-voice'), 'Memnun', 'Memnun');
  await dialog.getByTestId('activity-discount-code').fill('IADE50');
  await dialog.getByTestId('activity-discount-amount').fill('50');
  await dialog.getByTestId('activity-save').click();
  await expect(dialog).toBeHidden();
  const closing = latestActivity(leader);
  await expect(closing.getByTestId('activity-status-tag')).toHaveText('Kapatıldı / Kapatıldı');
  await expect(closing).toContainText('İndirim Kodu Verildi');
  await expect(closing).toContainText('Memnun');
  await expect(leader.getByTestId('ticket-status').first()).toContainText('Kapatıldı');
  await leader.close();

  // A non-admin with Ticket.Edit may not edit the closed ticket, but may edit its activities.
  const expert = await signedInPage(browser, 'esra.kurt@demo.local', ticketPath);
  await expect(expert.getByTestId('ticket-title')).toHaveText(`Bilet #${ticketNo}`);
  await expect(expert.getByTestId('ticket-activities')).toBeVisible();
  await expect(expert.getByTestId('ticket-edit')).toHaveCount(0);
  const closed = latestActivity(expert);
  await expect(closed.getByTestId('activity-discount')).toContainText('IADE50 (50 TL)');
  await closed.getByTestId('activity-edit-discount').click();
  const discount = expert.getByRole('dialog', { name: 'İndirim Kodunu Düzenle' });
  await discount.getByTestId('activity-discount-dialog-discountCode').fill('');
  await discount.getByTestId('activity-discount-dialog-discountCodeAmount').fill('0');
  await discount.getByRole('button', { name: 'Kaydet' }).click();
  await expect(discount.getByText('İndirim kodu boş olamaz.')).toBeVisible();
  await expect(discount.getByText('Geçerli bir indirim tutarı giriniz.')).toBeVisible();
  await discount.getByTestId('activity-discount-dialog-discountCode').fill('IADE75');
  await discount.getByTestId('activity-discount-dialog-discountCodeAmount').fill('75');
  await discount.getByRole('button', { name: 'Kaydet' }).click();
  await expect(discount).toBeHidden();
  await expect(closed.getByTestId('activity-discount')).toContainText('IADE75 (75 TL)');
  // Changing the customer voice asks first; 'Hayır' keeps the old one.
  await closed.getByTestId('activity-voice-edit').click();
  await openOptions(expert)
    .filter({ hasText: /^Kararsız$/ })
    .click();
  await confirmDialog(expert).getByRole('button', { name: 'Hayır' }).click();
  await expect(closed).toContainText('Memnun');
  await closed.getByTestId('activity-edit-description').click();
  const description = expert.getByRole('dialog', { name: 'Aktivite Açıklamasını Düzenle' });
  await description.getByTestId('activity-description-dialog-description').fill('');
  await description.getByRole('button', { name: 'Kaydet' }).click();
  await expect(description.getByText('Aktivite açıklaması boş olamaz.')).toBeVisible();
  await description
    .getByTestId('activity-description-dialog-description')
    .fill('İade yerine 75 TL indirim kodu tanımlandı.');
  await description.getByRole('button', { name: 'Kaydet' }).click();
  await expect(description).toBeHidden();
  await expect(closed.getByTestId('activity-description-text')).toHaveText(
    'İade yerine 75 TL indirim kodu tanımlandı.',
  );
  await expert.close();

  // The administrator edits the closed ticket. A new store resets the breakdown (discarded).
  const admin = await signedInPage(browser, 'admin@demo.local', ticketPath);
  await admin.getByTestId('ticket-edit').click();
  let edit = admin.getByRole('dialog', { name: 'Bileti Düzenle' });
  await expect(edit.getByTestId('ticket-type')).toContainText(RETURN_REQUEST.type);
  // The chosen store stays listed while searching: the other one is clicked.
  const store = edit.getByTestId('ticket-store');
  await store.click();
  await store.locator('input').fill('KADIKÖY');
  await pick(admin, store, 'KADIKÖY BAHARİYE', /KADIKÖY BAHARİYE/);
  await expect(edit.getByTestId('ticket-type')).not.toContainText(RETURN_REQUEST.type);
  await expect(edit.getByTestId('ticket-sub-category')).not.toContainText(
    RETURN_REQUEST.subCategory,
  );
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await confirmDialog(admin).getByRole('button', { name: 'Evet' }).click();
  await expect(edit).toBeHidden();
  await admin.getByTestId('ticket-edit').click();
  edit = admin.getByRole('dialog', { name: 'Bileti Düzenle' });
  await expect(edit.getByTestId('ticket-store')).toContainText(ONLINE_SHOP);
  await expect(edit.getByTestId('ticket-sub-category')).toContainText(RETURN_REQUEST.subCategory);
  await expect(edit.getByTestId('ticket-order-number')).toHaveValue('WS-20260001');
  const text = edit.getByTestId('ticket-description');
  await text.fill('');
  await edit.getByTestId('ticket-edit-save').click();
  await expect(edit.getByText('Bir açıklama yazmalısınız.')).toBeVisible();
  await text.fill('Müşteri iade sürecini sordu; indirim kodu ile çözüldü.');
  await edit.getByTestId('ticket-edit-save').click();
  await expect(edit).toBeHidden();
  await expect(admin.getByTestId('ticket-description')).toContainText('indirim kodu ile çözüldü');
  await admin.close();
});

test('stale dialogs are refused with the server text and reload; a new wrap-up asks for the voice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.local', '/tickets/allTickets');
  const row = page.getByTestId('ticket-list-row').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  const ticketPath = new URL(page.url()).pathname;
  const other = await signedInPage(browser, 'admin@demo.local', ticketPath);

  // The edit dialog is open here while the other page saves an edit.
  await page.getByTestId('ticket-edit').click();
  const edit = page.getByRole('dialog', { name: 'Bileti Düzenle' });
  await expect(edit.getByTestId('ticket-description')).not.toHaveValue('');
  await other.getByTestId('ticket-edit').click();
  const otherEdit = other.getByRole('dialog', { name: 'Bileti Düzenle' });
  const otherText = `Diğer kullanıcının açıklaması ${Date.now()}`;
  await otherEdit.getByTestId('ticket-description').fill(otherText);
  await otherEdit.getByTestId('ticket-edit-save').click();
  await expect(otherEdit).toBeHidden();

  await edit.getByTestId('ticket-description').fill('Bu değişiklik kaydedilmemeli.');
  await edit.getByTestId('ticket-edit-save').click();
  await expect(confirmDialog(page)).toContainText(
    'Bilet başka bir kullanıcı tarafından güncellendi. Lütfen sayfayı yenileyin.',
  );
  await confirmDialog(page).getByRole('button', { name: 'Sayfayı yenile' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('ticket-description')).toContainText(otherText);

  // The same for a new activity.
  const dialog = await openActivityDialog(page);
  await pick(page, dialog.getByTestId('activity-status'), 'Cevaplandı');
  await dialog.getByTestId('activity-description').fill('Bu aktivite kaydedilmemeli.');
  const otherDialog = await openActivityDialog(other);
  await pick(other, otherDialog.getByTestId('activity-status'), 'Cevaplandı');
  await otherDialog.getByTestId('activity-description').fill('Müşteriye dönüş yapıldı.');
  await otherDialog.getByTestId('activity-save').click();
  await expect(otherDialog).toBeHidden();
  await other.close();

  await dialog.getByTestId('activity-save').click();
  await expect(confirmDialog(page)).toContainText('Lütfen sayfayı yenileyin.');
  await confirmDialog(page).getByRole('button', { name: 'Sayfayı yenile' }).click();
  await expect(dialog).toBeHidden();
  await expect(latestActivity(page).getByTestId('activity-description-text')).toHaveText(
    'Müşteriye dönüş yapıldı.',
  );
  await expect(page.getByTestId('ticket-activities')).not.toContainText('kaydedilmemeli');

  // Closed with a wrap-up that needs no voice; changed in place to one that does: the
  // customer-voice dialog asks for it. 'Hayır' on the confirmation keeps the old one.
  const closing = await openActivityDialog(page);
  await pick(page, closing.getByTestId('activity-status'), 'Kapatıldı');
  await pick(page, closing.getByTestId('activity-sub-status'), 'Kapatıldı');
  await choose(page, closing.getByTestId('activity-call-wrap-up'), 'Müşteriden dönüş bekleniyor');
  await expect(closing.getByTestId('activity-customer-voice')).toHaveCount(0);
  await closing.getByTestId('activity-description').fill('Müşteri geri dönecek.');
  await closing.getByTestId('activity-save').click();
  await expect(closing).toBeHidden();
  const closed = latestActivity(page);
  await expect(closed).toContainText('Müşteriden dönüş bekleniyor');
  await chooseInline(page, closed, 'Bilgilendirildi - Mağaza');
  await confirmDialog(page).getByRole('button', { name: 'Hayır' }).click();
  await expect(closed).toContainText('Müşteriden dönüş bekleniyor');
  await chooseInline(page, closed, 'Bilgilendirildi - Mağaza');
  await confirmDialog(page).getByRole('button', { name: 'Evet' }).click();
  const voice = page.getByRole('dialog', { name: 'Müşteri Sesi' });
  await voice.getByRole('button', { name: 'Kaydet' }).click();
  await expect(voice.getByText('Bir müşteri sesi sonucu seçmelisiniz.')).toBeVisible();
  await choose(page, voice.getByTestId('activity-voice-dialog-select'), 'Teşekkür Etti');
  await voice.getByRole('button', { name: 'Kaydet' }).click();
  await expect(voice).toBeHidden();
  await expect(closed).toContainText('Bilgilendirildi - Mağaza');
  await expect(closed).toContainText('Teşekkür Etti');
});
