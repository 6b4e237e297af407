import fs from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from './journey-test.ts';
import { openAs, SHARED_TICKETS, untilListIdle } from './support.ts';

const MY_TICKETS = '/tickets/ticketsofcurrentuser';
const ALL_TICKETS = '/tickets/allTickets';

type SentFilter = { propertyName: string; operator: string; targetValue: unknown };
type SentQuery = {
  filters?: SentFilter[];
  sortings?: { propertyName: string; direction: number }[];
  paging?: { pageNumber: number; maxItemCountPerPage: number };
};

/** The query format of a list call (gettickets wraps it in `formatter`). */
function sentQuery(request: Request): SentQuery {
  const body = request.postDataJSON() as SentQuery & { formatter?: SentQuery };
  return body.formatter ?? body;
}

const isListCall = (request: Request) => /\/api\/ticket\/get(all)?tickets$/.test(request.url());

function table(page: Page): Locator {
  return page.getByTestId('ticket-list-table');
}

function rows(page: Page): Locator {
  return table(page).getByTestId('ticket-list-row');
}

/** Picks an option of an antd select by its label. */
async function chooseOption(page: Page, select: Locator, label: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${label}"]`)
    .click();
  await expect(select).toContainText(label);
}

/** The ticket numbers shown, in order. */
async function shownTicketNumbers(page: Page): Promise<number[]> {
  const values = await rows(page).evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-ticket-no'))),
  );
  return values;
}

/** The text of one column of every shown row, by the column's header title. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (elements, column) =>
      elements.map((element) => element.querySelectorAll('td')[column]?.textContent ?? ''),
    index,
  );
}

/** Unfolds the filter card to every field (it shows the fields in use by default). */
async function openAllFilters(page: Page) {
  const toggle = page.getByTestId('ticket-list-filter-toggle');
  await expect(toggle).toHaveText('Tüm filtreler');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

function header(page: Page, title: string): Locator {
  return table(page)
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${title}$`) });
}

test('the agent filters open tickets of the last 90 days, sorts, pages and finds it all again', {
  tag: SHARED_TICKETS,
}, async ({ page }) => {
  // About a hundred steps over the list: 13–35 s on the loaded 2-core machine, up to over half
  // the default 60 s. It has three times that.
  test.slow();
  await openAs(page, 'agent@demo.local', MY_TICKETS);
  await expect(page.getByRole('heading', { name: 'Biletlerim' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // Neither Excel nor the discount columns for an agent.
  await expect(page.getByTestId('ticket-list-excel')).toHaveCount(0);
  await expect(header(page, 'İndirim Kodu')).toHaveCount(0);

  // 'Görüntülediklerim': the tickets they may be asked about (assignFilter 0).
  const viewedCall = page.waitForRequest(isListCall);
  await page.getByTestId('ticket-list-assign-filter').getByText('Görüntülediklerim').click();
  expect((await viewedCall).postDataJSON()).toMatchObject({ assignFilter: 0 });

  // Every field of the card ('Tüm filtreler'); the list remembers it open.
  await openAllFilters(page);
  // Status 'Açık' and the 90-day shortcut, which applies the filters at once.
  await chooseOption(page, page.getByTestId('ticket-list-filter-status'), 'Açık');
  const filteredCall = page.waitForRequest(isListCall);
  await page.getByTestId('ticket-list-shortcut-90').click();
  const filters = sentQuery(await filteredCall).filters ?? [];
  expect(filters).toContainEqual({ propertyName: 'status', operator: 'notequal', targetValue: 3 });
  const since = filters.find(
    (f) => f.propertyName === 'createdDate' && f.operator === 'greatherThanOrEqual',
  );
  expect(since?.targetValue).toMatch(/^\d{4}\.\d{2}\.\d{2} 00:00$/);
  await expect(page.getByRole('textbox', { name: 'Oluşturma Tarihi' })).not.toHaveValue('');
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await expect(rows(page).first()).toBeVisible();
  expect(await columnTexts(page, 'Durum')).not.toContain('Kapatıldı');
  for (const text of await columnTexts(page, 'Oluşturma Tarihi')) {
    expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  }

  // Overdue open tickets come first, dark red, saying how long overdue in words, with the
  // level, share and 'kalan / toplam saat' in Turkish number formats on hover.
  const firstSla = rows(page).first().getByTestId('ticket-row-sla');
  await expect(firstSla).toHaveAttribute('data-sla-level', 'crisis');
  await expect(firstSla).toHaveCSS('background-color', 'rgb(130, 0, 20)');
  await expect(firstSla).toHaveText(
    /^(\d{1,3}(\.\d{3})* gün( \d+ sa)?|\d+ sa( \d+ dk)?|\d+ dk) gecikti$|^Durduruldu$/,
  );
  await firstSla.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    /^Aşıldı · %-\d{1,3}(\.\d{3})*(,\d)? · -\d{1,3}(\.\d{3})*,\d \/ \d{1,3}(\.\d{3})*,\d saat$/,
  );

  // Sort by ticket number on the server: ascending.
  const sortedCall = page.waitForRequest(isListCall);
  await header(page, 'Bilet No').click();
  expect(sentQuery(await sortedCall).sortings?.[0]).toEqual({
    propertyName: 'ticketNo',
    priority: 0,
    direction: 0,
  });
  await expect(header(page, 'Bilet No')).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const numbers = await shownTicketNumbers(page);
      return numbers.length > 1 && numbers.every((n, i) => i === 0 || numbers[i - 1] < n);
    })
    .toBe(true);
  const firstPage = await shownTicketNumbers(page);

  // Page 2 follows page 1.
  const pagedCall = page.waitForRequest(isListCall);
  await page.locator('.ant-pagination-item-2').click();
  expect(sentQuery(await pagedCall).paging).toEqual({ pageNumber: 2, maxItemCountPerPage: 20 });
  await expect
    .poll(async () => (await shownTicketNumbers(page))[0] ?? 0)
    .toBeGreaterThan(firstPage[firstPage.length - 1]);
  const secondPage = await shownTicketNumbers(page);

  // Away and back: the same selector, filters, sort and page.
  await page.getByTestId('menu-customers').click();
  await expect(page).toHaveURL(/\/customers\/list$/);
  // The URL changes before the list unmounts: wait for it to go, so coming back reloads it.
  await expect(page.getByRole('heading', { name: 'Biletlerim' })).toHaveCount(0);
  const restoredCall = page.waitForRequest(isListCall);
  await page.getByTestId('menu-tickets-mine').click();
  const restored = await restoredCall;
  expect(restored.postDataJSON()).toMatchObject({ assignFilter: 0 });
  expect(sentQuery(restored).filters).toContainEqual({
    propertyName: 'status',
    operator: 'notequal',
    targetValue: 3,
  });
  await expect(page.getByTestId('ticket-list-filter-status')).toContainText('Açık');
  await expect(
    page.getByTestId('ticket-list-assign-filter').locator('.ant-segmented-item-selected'),
  ).toHaveText('Görüntülediklerim');
  await expect(page.getByRole('textbox', { name: 'Oluşturma Tarihi' })).not.toHaveValue('');
  await expect(header(page, 'Bilet No')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect.poll(() => shownTicketNumbers(page)).toEqual(secondPage);

  // 'Temizle' empties the card; store names go out in Turkish upper case, Enter applies them.
  await page.getByTestId('ticket-list-filter-clear').click();
  await expect(page.getByTestId('ticket-list-filter-status')).toContainText('Tümü');
  const phone = page.getByTestId('ticket-list-filter-phone');
  await expect(phone).toHaveAttribute('maxlength', '11');
  await expect(phone).toHaveAttribute('placeholder', '05xxxxxxx');
  const storeCall = page.waitForRequest(
    (request) => isListCall(request) && request.postData()?.includes('storeFullName') === true,
  );
  const store = page.getByTestId('ticket-list-filter-store');
  await store.fill(' kadıköy ');
  // While its suggestions are open, Enter answers the list, not the form: wait until they show
  // the typed name, close them, then Enter.
  const suggestions = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(
    suggestions.locator('.ant-select-item-option', { hasText: 'KADIKÖY' }).first(),
  ).toBeVisible();
  await store.press('Escape');
  await expect(suggestions).toBeHidden();
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await store.press('Enter');
  const storeFilter = sentQuery(await storeCall).filters?.find(
    (f) => f.propertyName === 'storeFullName',
  );
  expect(storeFilter).toMatchObject({ operator: 'contains' });
  expect(String(storeFilter?.targetValue)).toContain('KADIKÖY');
  await expect
    .poll(async () => {
      const stores = await columnTexts(page, 'Mağaza');
      return stores.length > 0 && stores.every((store) => store.includes('KADIKÖY'));
    })
    .toBe(true);

  // A ticket number nobody has shows the empty state.
  await page.getByTestId('ticket-list-filter-clear').click();
  await page.getByTestId('ticket-list-filter-ticket-no').fill('99999999');
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.getByTestId('ticket-list-filter-ticket-no').press('Enter');
  await expect(table(page).getByText('Kayıt bulunamadı')).toBeVisible();

  // Row click opens the ticket.
  await page.getByTestId('ticket-list-filter-clear').click();
  await expect(rows(page).first()).toBeVisible();
  const ticketNo = await rows(page).first().getAttribute('data-ticket-no');
  await rows(page).first().getByRole('cell').nth(4).click();
  await expect(page).toHaveURL(/\/tickets\/details\/[0-9a-f-]{36}$/);
  expect(ticketNo).toMatch(/^\d+$/);
});

test('SLA cells: neutral for closed tickets, green for open ones with most time left', {
  tag: SHARED_TICKETS,
}, async ({ page }) => {
  await openAs(page, 'agent@demo.local', MY_TICKETS);
  await page.getByTestId('ticket-list-assign-filter').getByText('Görüntülediklerim').click();
  await chooseOption(page, page.getByTestId('ticket-list-filter-status'), 'Kapatıldı');
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.getByTestId('ticket-list-filter-submit').click();
  await expect
    .poll(async () => [...new Set(await columnTexts(page, 'Durum'))])
    .toEqual(['Kapatıldı']);
  const levels = await rows(page)
    .getByTestId('ticket-row-sla')
    .evaluateAll((cells) => [...new Set(cells.map((cell) => cell.getAttribute('data-sla-level')))]);
  expect(levels).toEqual(['neutral']);

  // Open tickets by remaining SLA share, most first: the first one is on time (green).
  await chooseOption(page, page.getByTestId('ticket-list-filter-status'), 'Açık');
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.getByTestId('ticket-list-filter-submit').click();
  await expect.poll(async () => columnTexts(page, 'Durum')).not.toContain('Kapatıldı');
  await expect(header(page, 'SLA')).toHaveAttribute('aria-sort', 'ascending');
  const sortedCall = page.waitForRequest(isListCall);
  await header(page, 'SLA').click();
  expect(sentQuery(await sortedCall).sortings?.[0]).toMatchObject({
    propertyName: 'remainingSlaPercentage',
    direction: 1,
  });
  const firstSla = rows(page).first().getByTestId('ticket-row-sla');
  await expect(firstSla).toHaveAttribute('data-sla-level', 'normal');
  await expect(firstSla).toHaveCSS('background-color', 'rgb(217, 247, 190)');
});

test('the team leader downloads both lists as Excel files under their fixed names', async ({
  page,
}) => {
  await openAs(page, 'lider@demo.local', ALL_TICKETS);
  await expect(page.getByRole('heading', { name: 'Tüm Biletler' })).toBeVisible();
  await expect(page.getByTestId('ticket-list-assign-filter')).toHaveCount(0);
  await chooseOption(page, page.getByTestId('ticket-list-filter-status'), 'Açık');
  await openAllFilters(page);
  await page.getByTestId('ticket-list-shortcut-7').click();
  await expect(rows(page).first()).toBeVisible();

  const excelCall = page.waitForRequest(/\/api\/ticket\/GetAllTicketsExcel$/);
  const download = page.waitForEvent('download');
  await page.getByTestId('ticket-list-excel').click();
  const sent = (await excelCall).postDataJSON() as SentQuery;
  expect(sent.paging).toBeUndefined();
  expect(sent.filters).toContainEqual({
    propertyName: 'status',
    operator: 'notequal',
    targetValue: 3,
  });
  const file = await download;
  expect(file.suggestedFilename()).toBe('Tum_Biletler.xlsx');
  // An .xlsx file is a zip archive, complete when it ends with its directory's end record.
  const content = fs.readFileSync(await file.path());
  expect(content.subarray(0, 2).toString()).toBe('PK');
  expect(content.readUInt32LE(content.length - 22)).toBe(0x06054b50);
  await expect(page.getByText("'Tum_Biletler.xlsx' indirildi.")).toBeVisible();

  // The all-tickets state is kept apart from my tickets'.
  await page.getByTestId('menu-tickets-mine').click();
  await expect(page.getByTestId('ticket-list-filter-status')).toContainText('Tümü');
  const myDownload = page.waitForEvent('download');
  await page.getByTestId('ticket-list-excel').click();
  expect((await myDownload).suggestedFilename()).toBe('Biletlerim.xlsx');
});

test('the team leader filters by the creator and sees the name again after leaving', async ({
  page,
}) => {
  const isUsersCall = (request: Request) => /\/api\/users\/getUsersPage$/.test(request.url());
  await openAs(page, 'lider@demo.local', ALL_TICKETS);
  await expect(rows(page).first()).toBeVisible();

  // Typing part of the name asks the server: name contains, page 1 of 30.
  await openAllFilters(page);
  const creator = page.getByTestId('ticket-list-filter-creator');
  const usersCall = page.waitForRequest(
    (request) => isUsersCall(request) && request.postData()?.includes('Meh') === true,
  );
  await creator.click();
  await creator.locator('input').fill('Meh');
  expect((await usersCall).postDataJSON()).toMatchObject({
    filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'Meh' }],
    paging: { pageNumber: 1, maxItemCountPerPage: 30 },
  });
  // Names only: the team leader does not administer users (docs/domain.md §14.4 Staff list).
  const label = 'Mehmet Demir';
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${label}"]`)
    .click();
  await expect(creator).toContainText(label);

  // The user's id goes out; every row shows that person as 'Oluşturan'.
  const filteredCall = page.waitForRequest(
    (request) => isListCall(request) && request.postData()?.includes('creatorUserId') === true,
  );
  await untilListIdle(page.getByTestId('ticket-list-filter-submit'));
  await page.getByTestId('ticket-list-filter-submit').click();
  const creatorFilter = sentQuery(await filteredCall).filters?.find(
    (f) => f.propertyName === 'creatorUserId',
  );
  expect(creatorFilter).toMatchObject({ operator: 'equal' });
  expect(String(creatorFilter?.targetValue)).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => {
      const creators = await columnTexts(page, 'Oluşturan');
      return creators.length > 0 && creators.every((name) => name === 'Mehmet Demir');
    })
    .toBe(true);

  // Away and back: the same filter, and the name shows without asking for users again.
  const laterUserCalls: string[] = [];
  page.on('request', (request) => {
    if (isUsersCall(request)) laterUserCalls.push(request.url());
  });
  await page.getByTestId('menu-customers').click();
  await expect(page).toHaveURL(/\/customers\/list$/);
  // The list must really be gone (the URL changes while the next screen still loads).
  await expect(page.getByRole('heading', { name: 'Tüm Biletler' })).toHaveCount(0);
  const restoredCall = page.waitForRequest(isListCall);
  await page.getByTestId('menu-tickets-all').click();
  expect(sentQuery(await restoredCall).filters).toContainEqual(creatorFilter);
  await expect(page.getByTestId('ticket-list-filter-creator')).toContainText(label);
  await expect(rows(page).first()).toBeVisible();
  expect(laterUserCalls).toEqual([]);
});

test('the administrator is offered the discount columns and shows them', async ({ page }) => {
  await openAs(page, 'admin@demo.local', ALL_TICKETS);
  await expect(rows(page).first()).toBeVisible();
  const discountColumns = ['İndirim Kodu', 'İndirim Tutarı', 'Puan', 'Puan Tutarı'];
  // Hidden by default so that the list fits the screen (docs/domain.md §12 Columns on screen).
  await expect(header(page, 'İndirim Kodu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sütunlar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sütunlar' });
  for (const title of discountColumns) {
    await dialog.getByRole('checkbox', { name: title, exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  for (const title of discountColumns) {
    await expect(header(page, title)).toHaveCount(1);
  }
});
