import { expect, type Locator, type Page } from '@playwright/test';
import { untilListIdle } from './support.ts';

/*
 * The 'Yeni Bilet' dialog as an agent uses it, shared by the creation journeys and the
 * administration journey that checks a new breakdown reaches the form.
 */

const DEMO_PHONE = '05321234567';
/** A store that is not e-commerce: its breakdowns must have call type 1. */
export const STORE = 'KADIKÖY BAHARİYE';

/** Opens the demo customer Elif Aydın from the customer list. */
export async function openDemoCustomer(page: Page) {
  await untilListIdle(page.getByTestId('customer-filter-submit'));
  await page.getByTestId('customer-filter-phone').fill(DEMO_PHONE);
  await page.getByTestId('customer-filter-phone').press('Enter');
  await page
    .getByTestId('customer-list-table')
    .getByRole('cell', { name: 'Elif', exact: true })
    .click();
  await expect(page).toHaveURL(/\/customers\/byid\//);
}

export async function openTicketDialog(page: Page): Promise<Locator> {
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bilet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The options of the select list open now. */
export function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
}

/**
 * Picks an option of an antd select the way a keyboard user does: type to filter, wait until
 * only matching options are listed (server searches answer later), press Enter on the first.
 * Clicking an option races the list's own repositioning while it loads.
 */
export async function choose(page: Page, select: Locator, option: string, search = option) {
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await select.click();
  await select.locator('input').fill(search);
  await expect(openOptions(page).filter({ hasText: option }).first()).toBeVisible();
  await expect(openOptions(page).filter({ hasNotText: search })).toHaveCount(0);
  await select.locator('input').press('Enter');
  await expect(select).toContainText(option);
}

/** Source, store and the breakdown, as an agent picks them. */
export async function chooseBreakdown(
  page: Page,
  dialog: Locator,
  breakdown: { type: string; category: string; subCategory: string },
) {
  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), STORE);
  await choose(page, dialog.getByTestId('ticket-type'), breakdown.type);
  await choose(page, dialog.getByTestId('ticket-category'), breakdown.category);
  await choose(page, dialog.getByTestId('ticket-sub-category'), breakdown.subCategory);
}
