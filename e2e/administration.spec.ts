import { expect } from '@playwright/test';
import { addLevel, answerYes, onlyRow } from './admin-support.ts';
import { test } from './journey-test.ts';
import { closeToasts, expectNoAxeViolations, openAs, opened } from './support.ts';
import {
  choose,
  chooseBreakdown,
  openDemoCustomer,
  openTicketDialog,
} from './ticket-form-support.ts';

test('the administrator builds a breakdown with mails and rules; the agent opens a ticket on it', async ({
  page,
  browser,
}) => {
  // Two users and four screens, four accessibility scans (one over the whole breakdown table):
  // a long journey. It took 43–113 s on the loaded 2-core machine; it has six times the default
  // 60 s, over three times its slowest run.
  test.setTimeout(360_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const type = `E2E Tip ${suffix}`;
  const category = `E2E Kategori ${suffix}`;
  const subCategory = `E2E Alt ${suffix}`;

  await openAs(page, 'admin@demo.local', '/definitions');
  await expect(page).toHaveURL(/\/definitions\/ticket-hierarchies\/ticket-types$/);
  await expect(page.getByTestId('hierarchy-ticket-types')).toBeVisible();
  await expectNoAxeViolations(page);
  await addLevel(page, 'Bilet Tipleri', 'hierarchy-ticket-types', type);
  await addLevel(page, 'Bilet Kategorileri', 'hierarchy-ticket-categories', category);
  await addLevel(page, 'Bilet Alt Kategorileri', 'hierarchy-ticket-subcategories', subCategory);

  // The new breakdown: every list is required and highlighted until chosen.
  await page.goto('/definitions/ticket-category-sets');
  await expect(page.getByTestId('category-sets-table')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('new-breakdown-button').click();
  const form = opened(page.getByRole('dialog', { name: 'Yeni Kırılım' }));
  await form.getByTestId('new-breakdown-save').click();
  await expect(form.getByText('Bir bilet tipi seçmelisiniz.')).toBeVisible();
  await expect(form.getByText('Bir kural seti seçmelisiniz.')).toBeVisible();
  await choose(page, form.getByTestId('new-breakdown-typeId'), type);
  await choose(page, form.getByTestId('new-breakdown-categoryId'), category);
  await choose(page, form.getByTestId('new-breakdown-subCategoryId'), subCategory);
  await choose(page, form.getByTestId('new-breakdown-ruleSetId'), 'Genel Talep - 24 Saat');
  await form.getByTestId('new-breakdown-script').fill('Müşteriye talebinin alındığını söyleyin.');
  await form.getByTestId('new-breakdown-save').click();
  await expect(form).toBeHidden();

  // The filter card narrows the table to it.
  const typeSearch = page.getByTestId('category-set-filter-typeId-search').locator('input');
  await typeSearch.fill(type);
  await typeSearch.press('Enter');
  await page
    .getByTestId('category-set-filter-typeId')
    .getByRole('checkbox', { name: type })
    .check();
  await expect(page.getByTestId('category-set-chosen-filters')).toContainText(type);
  await expect(onlyRow(page)).toHaveCount(1);
  await expect(onlyRow(page)).toContainText(subCategory);
  await expect(onlyRow(page)).toContainText('Genel Talep - 24 Saat');

  // SMS on, after its question.
  const sms = onlyRow(page).getByTestId('category-set-switch-isSms');
  await sms.click();
  await answerYes(page);
  await expect(sms).toBeChecked();

  // A case-closing rule set takes SMS away and disables it.
  await onlyRow(page).getByTestId('category-set-rule-set-button').click();
  const ruleSetDialog = opened(
    page.getByRole('dialog').filter({ has: page.getByTestId('rule-set-dialog-form') }),
  );
  await choose(page, ruleSetDialog.getByTestId('rule-set-dialog-select'), 'Bilgilendirme - Kapalı');
  await ruleSetDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(ruleSetDialog).toBeHidden();
  await expect(onlyRow(page)).toContainText('Bilgilendirme - Kapalı');
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();

  // Back to the 24-hour rule set for the agent's ticket. The change's toasts cover the button.
  await closeToasts(page);
  await onlyRow(page).getByTestId('category-set-rule-set-button').click();
  await choose(page, ruleSetDialog.getByTestId('rule-set-dialog-select'), 'Genel Talep - 24 Saat');
  await ruleSetDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(onlyRow(page)).toContainText('Genel Talep - 24 Saat');

  // A breakdown mail address, then the same address again.
  await onlyRow(page).getByTestId('category-set-mail-group-button').click();
  const mailDialog = page.getByRole('dialog', { name: /Mail Grubu Tanımlama - Kırılım:/ });
  await expect(mailDialog).toContainText(subCategory.toLocaleUpperCase('tr-TR'));
  await expectNoAxeViolations(page);
  const address = `e2e.${suffix.toLowerCase()}@demo.local`;
  for (const attempt of [0, 1]) {
    await mailDialog.getByTestId('category-set-mails-new').click();
    await mailDialog.getByTestId('category-set-mails-emailAddress').fill(address);
    await mailDialog.getByTestId('category-set-mails-save').click();
    if (attempt === 0) {
      await expect(mailDialog.getByRole('cell', { name: address, exact: true })).toBeVisible();
      await expect(mailDialog.getByText('TO', { exact: true })).toBeVisible();
    }
  }
  await expect(page.getByText('Bu mail adresi zaten tanımlı.').first()).toBeVisible();
  await mailDialog.getByTestId('category-set-mails-cancel').click();
  await expect(mailDialog.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(mailDialog.locator('tr.ant-table-row')).toContainText(address);
  await mailDialog.getByTestId('mail-group-dialog-close').click();

  // Every change is in the audit log with who made it.
  await page.goto('/definitions/audit-log');
  await expect(page.getByTestId('audit-log-table')).toContainText(address);
  await expect(page.getByTestId('audit-log-table')).toContainText('Ayşe Yılmaz');
  await expectNoAxeViolations(page);

  // The agent finds the breakdown in the 'Yeni Bilet' dialog at once and opens a ticket.
  const agent = await browser.newPage();
  await openAs(agent, 'agent@demo.local', '/customers/list');
  await openDemoCustomer(agent);
  const dialog = await openTicketDialog(agent);
  await chooseBreakdown(agent, dialog, { type, category, subCategory });
  await expect(dialog.getByTestId('ticket-description')).toHaveValue(/talebinin alındığını/);
  await dialog.getByTestId('ticket-form-save').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    agent.getByTestId('customer-tickets').getByRole('cell', { name: subCategory }).first(),
  ).toBeVisible();
  await agent.close();
});
