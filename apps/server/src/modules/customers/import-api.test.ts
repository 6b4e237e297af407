import type { TCustomer } from '@ccms/contract/customers/schemas';
import type { TPaged } from '@ccms/contract/envelope';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  createCityWithCounties,
  get,
  getOk,
  messagesOf,
  post,
  randomCardNumber,
  randomPhone,
  readSheet,
} from '../../test/http-support.ts';
import { applyImport, importFile } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { customersImportKind } from './index.ts';

const HEADERS = customersImportKind.columns.map((column) => column.header);

/** A CSV of the customers template's shape, with `separator` between cells. */
const csvOf = (rows: string[][], separator = ';') =>
  `${[HEADERS, ...rows].map((cells) => cells.join(separator)).join('\r\n')}\r\n`;

/*
 * The customers import through the 'İçe Aktar' calls, the jobs running: upload, the refused rows
 * in Turkish, apply, the customers on the customer calls, the same file again, export and back,
 * undo (docs/domain.md §26 Customers file).
 */
describe.each(TEST_BACKENDS)('the customers import over HTTP on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let agent: TestUser;
  let city: Awaited<ReturnType<typeof createCityWithCounties>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { runJobs: true });
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    agent = await createUserWithPermissions(ctx.db, ['Customer']);
    city = await createCityWithCounties(ctx.db);
  }, 60_000);
  afterAll(() => ctx?.close());

  const customerByPhone = (phone: string) =>
    getOk<TCustomer>(ctx, agent, `/api/customers/phoneNumber/${phone}`);
  const refusedRows = async (importId: string) =>
    (
      await getOk<TPaged<TImportRow>>(ctx, admin, `/api/import/getImportRows?importId=${importId}`)
    ).items.map((row) => `Satır ${row.rowNumber}, ${row.problemColumn}: ${row.problemMessage}`);

  it('previews, applies, changes nothing the second time (a ‘,’ file), and undoes', async () => {
    const [phone1, phone2, phone3] = [randomPhone(), randomPhone(), randomPhone()];
    const [card1, card2, card3, shared] = [
      randomCardNumber(),
      randomCardNumber(),
      randomCardNumber(),
      randomCardNumber(),
    ];
    const rows = [
      [
        phone1,
        'AYŞE',
        'Yılmaz',
        'ayse@example.com',
        '12.04.1990',
        city.cityName.toLocaleUpperCase('tr-TR'),
        'şile',
        'Plaj Yolu 1',
        'Evet',
        'Hayır',
        '',
        `${card1} ${card2}`,
      ],
      [
        `+90 ${phone2.slice(1)}`,
        'Mehmet',
        'Kaya',
        '',
        '',
        '',
        '',
        '',
        '',
        'Evet',
        'Şikayetçi',
        card3,
      ],
      [phone3, 'Zeynep', 'Demir', '', '', '', '', '', 'Hayır', '', '', ''],
    ];
    const refused = [
      [randomPhone(), 'Ali', 'Can', '', '', '', '', '', '', '', '', shared],
      [randomPhone(), 'Veli', '', '', '', '', '', '', '', '', '', ''],
      [
        randomPhone(),
        'Can',
        'Ak',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        `${randomCardNumber()} ${shared}`,
      ],
    ];
    const checked = await importFile(
      ctx,
      admin,
      'customers',
      'musteriler.csv',
      csvOf([...rows, ...refused]),
    );
    expect(checked).toMatchObject({
      state: 'checked',
      newCount: 3,
      changedCount: 0,
      unchangedCount: 0,
      refusedCount: 3,
    });
    expect(await refusedRows(checked.id)).toEqual([
      `Satır 5, Kart Numaraları: ${shared}: Bu kart numarası dosyanın 7. satırında da var.`,
      'Satır 6, Soyad: Müşteri soyadı boş olamaz.',
      `Satır 7, Kart Numaraları: ${shared}: Bu kart numarası dosyanın 5. satırında da var.`,
    ]);
    expect((await get(ctx, agent, `/api/customers/phoneNumber/${phone1}`)).statusCode).toBe(404);

    const applied = await applyImport(ctx, admin, checked.id);
    expect(applied).toMatchObject({ state: 'applied', canUndo: true });
    const first = await customerByPhone(phone1);
    expect(first).toMatchObject({
      firstName: 'AYŞE',
      emailAddress: 'ayse@example.com',
      datetimeOfCustomer: '1990-04-12',
      address: { cityId: city.cityId, countyName: 'Şile', details: 'Plaj Yolu 1' },
      isActive: true,
      isFlag: false,
    });
    expect(first.loyaltyCards.map((card) => [card.number, card.isActiveCard])).toEqual([
      [card1, true],
      [card2, false],
    ]);
    expect(await customerByPhone(phone2)).toMatchObject({
      isFlag: true,
      flagDescription: 'Şikayetçi',
      loyaltyCards: [{ number: card3, isActiveCard: true }],
    });
    expect(await customerByPhone(phone3)).toMatchObject({ isActive: false, loyaltyCards: [] });

    const again = await importFile(ctx, admin, 'customers', 'musteriler.csv', csvOf(rows, ','));
    expect(again).toMatchObject({
      state: 'checked',
      newCount: 0,
      changedCount: 0,
      unchangedCount: 3,
    });
    const nothing = await post(ctx, admin, '/api/import/applyImport', { importId: again.id });
    expect(nothing.statusCode).toBe(400);
    expect(messagesOf(nothing)).toBe(IMPORT_MESSAGES.nothingToApply);

    const undone = await post(ctx, admin, '/api/import/undoImport', { importId: checked.id });
    expect(undone.statusCode, undone.body).toBe(200);
    for (const phone of [phone1, phone2, phone3]) {
      expect((await get(ctx, agent, `/api/customers/phoneNumber/${phone}`)).statusCode).toBe(404);
    }
  });

  it('refuses the undo once a customer of the import was changed on the customer screen', async () => {
    const phone = randomPhone();
    const checked = await importFile(
      ctx,
      admin,
      'customers',
      'tek.csv',
      csvOf([[phone, 'Elif', 'Şahin', '', '', '', '', '', '', '', '', '']]),
    );
    await applyImport(ctx, admin, checked.id);
    const customer = await customerByPhone(phone);
    const editor = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    const deactivated = await post(ctx, editor, '/api/customers/changeisactivestatus', {
      id: customer.id,
      isActive: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await post(ctx, admin, '/api/import/undoImport', { importId: checked.id });
    expect(refused.statusCode).toBe(409);
    expect(messagesOf(refused)).toBe(IMPORT_MESSAGES.undoWrittenSince(1));
    expect(await customerByPhone(phone)).toMatchObject({ id: customer.id, isActive: false });
  });

  it('exports every customer in the template’s shape, and the export imports back unchanged', async () => {
    const phone = randomPhone();
    const cards = `${randomCardNumber()} ${randomCardNumber()}`;
    const checked = await importFile(
      ctx,
      admin,
      'customers',
      'kartli.csv',
      csvOf([
        [
          phone,
          'Gül',
          'Ateş',
          'gul@example.com',
          '1985-01-31',
          city.cityName,
          'Çatalca',
          'Köy Yolu 3',
          'Evet',
          'Evet',
          'Tüketici hakem heyeti',
          cards,
        ],
      ]),
    );
    await applyImport(ctx, admin, checked.id);

    const template = await get(ctx, admin, '/api/import/downloadImportTemplate?kind=customers');
    expect(template.statusCode).toBe(200);
    expect((await readSheet(template.rawPayload))[0]).toEqual(HEADERS);

    const exported = await get(ctx, admin, '/api/import/exportImportRows?kind=customers');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('musteriler.xlsx');
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet[0]).toEqual(HEADERS);
    expect(sheet).toContainEqual([
      phone,
      'Gül',
      'Ateş',
      'gul@example.com',
      '31.01.1985',
      city.cityName,
      'Çatalca',
      'Köy Yolu 3',
      'Evet',
      'Evet',
      'Tüketici hakem heyeti',
      cards,
    ]);
    const back = await importFile(ctx, admin, 'customers', 'musteriler.xlsx', exported.rawPayload);
    expect(back).toMatchObject({ state: 'checked', newCount: 0, changedCount: 0, refusedCount: 0 });
    expect(back.unchangedCount).toBe(sheet.length - 1);
  });
});
