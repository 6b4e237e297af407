import { expect, type Locator, type Page } from '@playwright/test';
import { openConfirm } from './support.ts';
import { choose } from './ticket-form-support.ts';

/** Confirms the open Evet / Hayır question. */
export async function answerYes(page: Page) {
  await openConfirm(page).getByRole('button', { name: 'Evet' }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

/** Adds a row to a hierarchy tab through its inline-edit table. */
export async function addLevel(page: Page, tab: string, testId: string, name: string) {
  await page.getByRole('tab', { name: tab }).click();
  const table = page.getByTestId(testId);
  await page.getByTestId(`${testId}-new`).click();
  await expect(page.getByTestId(`${testId}-new`)).toBeDisabled();
  // A name is required: saving an empty new row says so and keeps it.
  await table.getByTestId(`${testId}-save`).click();
  await expect(table.getByText('Bir isim yazmalısınız.')).toBeVisible();
  await table.getByTestId(`${testId}-name`).fill(name);
  await table.getByTestId(`${testId}-name`).press('Enter');
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId(`${testId}-new`)).toBeEnabled();
}

/** The breakdown table's row of the one breakdown the filters leave. */
export function onlyRow(page: Page): Locator {
  return page.getByTestId('category-sets-table').locator('tbody tr.ant-table-row');
}

/** Names of a breakdown of its own: type, category and sub-category made for one journey. */
export type BreakdownNames = { type: string; category: string; subCategory: string };

/**
 * Makes the three levels and their breakdown (rule set 'Genel Talep - 24 Saat') through the
 * screens, then narrows the breakdown table to it.
 */
export async function createBreakdown(page: Page, names: BreakdownNames) {
  await page.goto('/definitions/ticket-hierarchies/ticket-types');
  await addLevel(page, 'Bilet Tipleri', 'hierarchy-ticket-types', names.type);
  await addLevel(page, 'Bilet Kategorileri', 'hierarchy-ticket-categories', names.category);
  await addLevel(
    page,
    'Bilet Alt Kategorileri',
    'hierarchy-ticket-subcategories',
    names.subCategory,
  );
  await page.goto('/definitions/ticket-category-sets');
  await page.getByTestId('new-breakdown-button').click();
  const form = page.getByRole('dialog', { name: 'Yeni Kırılım' });
  await choose(page, form.getByTestId('new-breakdown-typeId'), names.type);
  await choose(page, form.getByTestId('new-breakdown-categoryId'), names.category);
  await choose(page, form.getByTestId('new-breakdown-subCategoryId'), names.subCategory);
  await choose(page, form.getByTestId('new-breakdown-ruleSetId'), 'Genel Talep - 24 Saat');
  await form.getByTestId('new-breakdown-save').click();
  await expect(form).toBeHidden();
  await showOnlyBreakdownsOf(page, names.type);
}

/** Narrows the breakdown table to the breakdowns of one ticket type. */
export async function showOnlyBreakdownsOf(page: Page, type: string) {
  await expect(page.getByTestId('category-sets-table')).toBeVisible();
  const typeSearch = page.getByTestId('category-set-filter-typeId-search').locator('input');
  await typeSearch.fill(type);
  await typeSearch.press('Enter');
  await page
    .getByTestId('category-set-filter-typeId')
    .getByRole('checkbox', { name: type })
    .check();
  await expect(page.getByTestId('category-set-chosen-filters')).toContainText(type);
  await expect(onlyRow(page)).toHaveCount(1);
}
