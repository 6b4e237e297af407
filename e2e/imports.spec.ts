import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { answerYes } from './admin-support.ts';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs, openConfirm, untilListIdle } from './support.ts';

/** A store as the stores template's columns write it, by their Turkish headers. */
type StoreRow = Record<string, string>;

/** Saves the file a button downloads and reads it as a workbook. */
async function downloadWorkbook(page: Page, testId: string) {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const saved = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await saved.path());
  return { fileName: saved.suggestedFilename(), workbook };
}

/**
 * The template as a person fills it in Excel: the sample row under the headers replaced by
 * `rows`, each value under its header; the explanation sheet left as it is.
 */
async function filledTemplate(template: ExcelJS.Workbook, rows: StoreRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.xlsx.writeBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The template has no sheet');
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(String(cell.value), column));
  sheet.spliceRows(2, sheet.rowCount - 1);
  rows.forEach((row, index) => {
    const line = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(row)) {
      const column = headers.get(header);
      if (!column) throw new Error(`The template has no column '${header}'`);
      line.getCell(column).value = value;
    }
    line.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Chooses the file on the open tab, as the drop area's file dialog would. */
async function upload(page: Page, buffer: Buffer) {
  await page.getByTestId('import-file').setInputFiles({
    name: 'magazalar.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  // A background job reads and checks the file; the tab follows it until its preview shows.
  const preview = page.getByTestId('import-preview');
  await expect(preview).toBeVisible({ timeout: 60_000 });
  return preview;
}

/** The stores list narrowed to `name`, once it has loaded. */
async function findStores(page: Page, name: string) {
  await page.getByTestId('store-filter-name').fill(name);
  await page.getByTestId('store-filter-name').press('Enter');
  await untilListIdle(page.getByTestId('store-filter-submit'));
  return page.getByTestId('store-table').locator('tr.ant-table-row');
}

test('an administrator moves three stores in from the template, previews a refused row, applies, imports again without change and undoes', async ({
  page,
}) => {
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const name = `E2E İÇE AKTARMA ${suffix}`;
  const store = (n: number, type = 'Mağaza'): StoreRow => ({
    'Mağaza Kodu': `E2E${suffix}${n}`,
    'Mağaza Adı': `${name} ${n}`,
    Tip: type,
    Şehir: 'İstanbul',
    İlçe: 'Kadıköy',
    Aktif: 'Evet',
  });

  // 'İçe Aktar' opens on the stores, with what the kind does and the order of a move.
  await openAs(page, 'admin@demo.local', '/tickets/ticketsofcurrentuser');
  await page.getByTestId('menu-definitions').click();
  await page.getByTestId('menu-definitions-imports').click();
  await expect(page.getByRole('heading', { name: 'İçe Aktar', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mağazalar ve Birimler' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tab = page.getByTestId('import-tab-stores');
  await expect(tab).toContainText('İlk sırada içe aktarın');
  await expectNoAxeViolations(page);

  // The template: Turkish headers, one sample row.
  const { fileName, workbook: template } = await downloadWorkbook(page, 'import-template');
  expect(fileName).toBe('magazalar-sablon.xlsx');
  expect(template.worksheets[0]?.getRow(1).values).toContain('Mağaza Kodu');
  expect(template.worksheets[0]?.rowCount).toBe(2);

  // Three stores, the third with a type the stores do not have: refused, nothing written.
  const withMistake = await filledTemplate(template, [store(1), store(2), store(3, 'Bayi')]);
  let preview = await upload(page, withMistake);
  await expect(preview.getByTestId('import-count-new')).toContainText('2');
  await expect(preview.getByTestId('import-count-refused')).toContainText('1');
  const refused = preview.getByTestId('import-refused-rows').locator('tr.ant-table-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(
    'Satır 4, Tip: Mağaza, Departman ya da Çözüm Birimi yazmalısınız.',
  );
  await expectNoAxeViolations(page);
  await preview.getByTestId('import-discard').click();
  await expect(preview).toBeHidden();
  const history = page.getByTestId('import-history').locator('tr.ant-table-row');
  await expect(history.first()).toContainText('Vazgeçildi');

  // Fixed and sent again: three new stores, applied after a question naming the counts.
  const fixed = await filledTemplate(template, [store(1), store(2), store(3)]);
  preview = await upload(page, fixed);
  await expect(preview.getByTestId('import-count-new')).toContainText('3');
  // The screen can be left and come back to: the tab finds the checked import again.
  await page.getByTestId('menu-stores').click();
  await expect(page.getByTestId('store-table')).toBeVisible();
  await page.goBack();
  await expect(preview.getByTestId('import-count-new')).toContainText('3');
  await expect(preview.getByTestId('import-count-refused')).toContainText('0');
  await preview.getByTestId('import-apply').click();
  await expect(openConfirm(page)).toContainText('3 yeni kayıt eklenecek, 0 kayıt değişecek.');
  await answerYes(page);
  await expect(page.getByTestId('import-result')).toContainText(
    'Uygulandı: 3 kayıt eklendi, 0 kayıt değişti.',
    { timeout: 60_000 },
  );
  await expect(history.first()).toContainText('Uygulandı');

  // The stores are on 'Mağazalar', and in its export.
  await page.getByTestId('menu-stores').click();
  await expect(await findStores(page, name)).toHaveCount(3);
  const exported = await downloadWorkbook(page, 'store-export');
  expect(exported.fileName).toBe('magazalar.xlsx');
  const codes = exported.workbook.worksheets[0]?.getColumn(1).values ?? [];
  expect(codes).toEqual(expect.arrayContaining([`E2E${suffix}1`, `E2E${suffix}3`]));

  // The same file again changes nothing: all three the same, nothing to apply.
  await page.goto('/definitions/imports');
  preview = await upload(page, fixed);
  await expect(preview.getByTestId('import-count-unchanged')).toContainText('3');
  await expect(preview.getByTestId('import-count-new')).toContainText('0');
  await expect(preview.getByTestId('import-count-changed')).toContainText('0');
  await expect(preview.getByTestId('import-nothing')).toBeVisible();
  await expect(preview.getByTestId('import-apply')).toBeDisabled();
  await preview.getByTestId('import-discard').click();
  await expect(preview).toBeHidden();

  // Undone from the history: the applied import is the one that can be.
  const applied = history.filter({ hasText: 'Uygulandı' });
  await expect(applied).toHaveCount(1);
  await applied.getByTestId('import-undo').click();
  await expect(openConfirm(page)).toContainText('eklediği 3 kayıt kaldırılacak');
  await answerYes(page);
  await expect(page.getByTestId('notification-success').last()).toContainText(
    'İçe aktarma geri alındı.',
  );
  await expect(history.filter({ hasText: 'Geri alındı' })).toHaveCount(1);
  await expect(page.getByTestId('import-undo')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByTestId('menu-stores').click();
  await expect(await findStores(page, name)).toHaveCount(0);
});
