import { expect } from '@playwright/test';
import { test } from './journey-test.ts';
import { openAs, openConfirm, untilListIdle } from './support.ts';

const PHONE_MESSAGE =
  'Telefon numarası 0 ile başlamalı, 11 haneli ve yalnızca rakam içeriyor olmalı.';
const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

test('the agent adds a customer, fixes the phone, adds a card, flags and unflags', async ({
  page,
}) => {
  // A customer, a card and three confirmations: 11–24 s on the loaded 2-core machine, up to
  // 40% of the default 60 s. It has three times that.
  test.slow();
  await openAs(page, 'agent@demo.local', '/customers/list');
  await page.getByTestId('customer-add-button').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Müşteri' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('customer-form-first-name').fill('Deniz');
  await dialog.getByTestId('customer-form-last-name').fill(`Öztürk ${randomDigits(4)}`);
  await dialog.getByTestId('customer-form-phone').fill('5321234');
  await dialog.getByTestId('customer-form-save').click();
  await expect(dialog.getByText(PHONE_MESSAGE)).toBeVisible();

  // Pasted the way people write numbers, kept in the stored form.
  const phone = `05${randomDigits(9)}`;
  const phoneField = dialog.getByTestId('customer-form-phone');
  await phoneField.fill(
    `+90 (${phone.slice(1, 4)}) ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9)}`,
  );
  await expect(phoneField).toHaveValue(phone);
  await expect(dialog.getByText(PHONE_MESSAGE)).toHaveCount(0);

  // A birth date after the limit stays in the field with a message; the payload's form is taken.
  const birthDate = dialog.getByLabel('Doğum Tarihi');
  await birthDate.fill('01.06.2021');
  await birthDate.press('Tab');
  await expect(birthDate).toHaveValue('01.06.2021');
  await expect(dialog.getByText('Doğum tarihi 01.01.2020 tarihinden sonra olamaz.')).toBeVisible();
  await birthDate.fill('2019-12-31');
  await birthDate.press('Tab');
  await expect(birthDate).toHaveValue('31.12.2019');
  await expect(dialog.getByText('Doğum tarihi 01.01.2020 tarihinden sonra olamaz.')).toHaveCount(0);
  await dialog.getByTestId('customer-form-save').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('customer-info')).toContainText(phone);
  await expect(page.getByTestId('customer-info')).toContainText('31.12.2019');

  // A card: 13 digits; the page reloads a second after it is added.
  const card = `8${randomDigits(12)}`;
  await page.getByTestId('card-number-input').fill(card.slice(0, 12));
  await expect(page.getByTestId('card-add')).toBeDisabled();
  await page.getByTestId('card-number-input').fill(card);
  await page.getByTestId('card-add').click();
  await expect(page.getByTestId(`card-active-${card}`)).toBeVisible({ timeout: 15_000 });

  // Flag, through its confirmation; declining first leaves it off.
  await page.getByTestId('customer-flag-switch').click();
  await expect(page.getByText('Müşteriyi flaglemek istediğinize emin misiniz?')).toBeVisible();
  await openConfirm(page).getByRole('button', { name: 'Hayır' }).click();
  await expect(page.getByTestId('customer-flag-banner')).toHaveCount(0);
  await page.getByTestId('customer-flag-switch').click();
  await openConfirm(page).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByTestId('customer-flag-banner')).toContainText(
    'Kullanıcı tarafından flaglendi: Mehmet Demir',
  );

  // Unflag, through the warning that the system may flag again.
  await page.getByTestId('customer-flag-switch').click();
  await expect(page.getByText(/Flag’i kaldırmak istediğinize emin misiniz\?/)).toBeVisible();
  await openConfirm(page).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByTestId('customer-flag-banner')).toHaveCount(0);
});

test('the store manager sees customers but cannot edit them or their cards', async ({ page }) => {
  await openAs(page, 'manager@demo.local', '/customers/list');
  await expect(page.getByTestId('customer-add-button')).toHaveCount(0);
  await untilListIdle(page.getByTestId('customer-filter-submit'));
  // The demo customer's 05321234567 as a colleague would dictate it.
  await page.getByTestId('customer-filter-phone').fill('+90 532 123 45 67');
  await page.getByTestId('customer-filter-phone').press('Enter');
  const row = page
    .getByTestId('customer-list-table')
    .getByRole('cell', { name: 'Elif', exact: true });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/customers\/byid\//);
  await expect(page.getByTestId('customer-edit')).toBeDisabled();
  await expect(page.getByTestId('customer-active-switch')).toBeDisabled();
  await expect(page.getByTestId('card-number-input')).toBeDisabled();
});
