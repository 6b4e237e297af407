import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, dataImportRows, dataImports, loyaltyCards } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  addCustomer,
  createCityWithCounties,
  randomCardNumber,
  randomPhone,
} from '../../test/http-support.ts';
import {
  exportedRows,
  stageAndClassify,
  stagedOutcomes,
  undoStaged,
} from '../../test/import-staging.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld } from '../../test/ticket-world.ts';
import { customersImportKind as kind } from './import-kind.ts';

type Cells = Record<string, string>;

/*
 * The customers kind driven with the imports engine's statements (test/import-staging.ts): each
 * row parsed and staged, a phone seen before refused, the kind's classification written onto
 * the staged rows in one UPDATE, then applyRows over ranges, each in a transaction.
 */
describe.each(TEST_BACKENDS)('the customers import on %s', (backend) => {
  let ctx: TestContext;
  let db: Database;
  let admin: TestUser;
  let editor: TestUser;
  let city: Awaited<ReturnType<typeof createCityWithCounties>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    db = ctx.db;
    admin = await createUserWithPermissions(db, ['Admin']);
    editor = await createUserWithPermissions(db, ['Customer', 'Customer.Crud']);
    city = await createCityWithCounties(db);
  });
  afterAll(() => ctx.close());

  const cellsOf = (overrides: Cells = {}): Cells => ({
    phoneNumber: randomPhone(),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    emailAddress: '',
    birthDate: '',
    city: '',
    county: '',
    addressDetail: '',
    isActive: 'Evet',
    isFlag: 'Hayır',
    flagDescription: '',
    cardNumbers: '',
    ...overrides,
  });

  /** Stages the rows (row 2 onwards) with the engine's statements and classifies them. */
  const stage = async (rows: Cells[]) =>
    (await stageAndClassify(db, kind, admin.id, rows)).importId;

  const outcomes = async (importId: string) =>
    (await stagedOutcomes(db, importId)).map(({ rowNumber, outcome, ...problem }) =>
      problem.problemMessage
        ? `${rowNumber} ${problem.problemColumn ?? ''}: ${problem.problemMessage}`
        : `${rowNumber} ${outcome}`,
    );

  /** As 'Uygula' does: the import's applied time is set when the job starts writing. */
  async function apply(importId: string, range?: { from: number; to: number }) {
    await db
      .update(dataImports)
      .set({ state: 'applying', appliedAt: sql`coalesce(${dataImports.appliedAt}, now())` })
      .where(eq(dataImports.id, importId));
    await db.transaction((tx) => kind.applyRows(tx, importId, range ?? { from: 2, to: 1_000_000 }));
    await db
      .update(dataImports)
      .set({ state: 'applied', appliedByUserId: admin.id })
      .where(eq(dataImports.id, importId));
  }

  const customerByPhone = async (phone: string) => {
    const [row] = await db.select().from(customers).where(eq(customers.phoneNumber, phone));
    return row;
  };
  const cardsOf = async (customerId: string) =>
    (
      await db
        .select({ number: loyaltyCards.number, isActiveCard: loyaltyCards.isActiveCard })
        .from(loyaltyCards)
        .where(eq(loyaltyCards.customerId, customerId))
        .orderBy(loyaltyCards.number)
    ).map((card) => `${card.number}${card.isActiveCard ? ' (aktif)' : ''}`);

  it('classifies new, changed, unchanged and refused rows, and applies new and changed ones', async () => {
    const stored = await addCustomer(ctx, editor, {
      firstName: 'Mehmet',
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    const storedRow = (await customerByPhone(stored.phoneNumber))!;
    const [storedCard] = await cardsOf(stored.id);
    const unchangedCustomer = await addCustomer(ctx, editor, {
      datetimeOfCustomer: null,
      emailAddress: null,
    });
    const [first, second, extra] = [randomCardNumber(), randomCardNumber(), randomCardNumber()];
    const newRow = cellsOf({
      phoneNumber: '+90 532 000 00 00'.replace('000 00 00', randomPhone().slice(4)),
      birthDate: '12.04.1990',
      city: city.cityName.toLocaleUpperCase('tr-TR'),
      county: 'ŞİLE',
      addressDetail: 'Plaj Yolu 1',
      cardNumbers: `${first} ${second}`,
    });
    const importId = await stage([
      newRow,
      cellsOf({
        phoneNumber: stored.phoneNumber,
        firstName: 'Mehmet Ali',
        lastName: stored.lastName,
        emailAddress: stored.emailAddress ?? '',
        birthDate: stored.datetimeOfCustomer ?? '',
        cardNumbers: `${extra} ${storedCard!.slice(0, 13)}`,
      }),
      cellsOf({
        phoneNumber: unchangedCustomer.phoneNumber,
        firstName: unchangedCustomer.firstName,
        lastName: unchangedCustomer.lastName,
      }),
      cellsOf({ phoneNumber: '12' }),
      cellsOf({ city: 'Atlantis', county: 'Şile', addressDetail: 'x' }),
      cellsOf({ city: city.cityName, county: 'Kadıköy', addressDetail: 'x' }),
      cellsOf({ phoneNumber: unchangedCustomer.phoneNumber }),
    ]);
    expect(await outcomes(importId)).toEqual([
      '2 new',
      '3 changed',
      '4 unchanged',
      '5 Telefon: Telefon numarası 0 ile başlamalı, 11 haneli ve yalnızca rakam içeriyor olmalı.',
      '6 İl: Böyle bir il yok.',
      '7 İlçe: Bu ilde böyle bir ilçe yok.',
      '8 : Satır 4 ile aynı kayıt; yalnızca ilki alınır.',
    ]);
    const [changed] = await db
      .select({ before: dataImportRows.before, entityId: dataImportRows.entityId })
      .from(dataImportRows)
      .where(and(eq(dataImportRows.importId, importId), eq(dataImportRows.rowNumber, 3)));
    expect(changed).toMatchObject({
      entityId: stored.id,
      before: { firstName: 'Mehmet', cards: [storedCard!.slice(0, 13)] },
    });

    await apply(importId);
    const added = (await customerByPhone(kind.parseRow(newRow).ok ? newKey(newRow) : ''))!;
    expect(added).toMatchObject({
      firstName: 'Ayşe',
      birthDate: '1990-04-12',
      cityId: city.cityId,
      countyId: city.counties.find((county) => county.name === 'Şile')!.id,
      addressDetail: 'Plaj Yolu 1',
      isActive: true,
      isFlag: false,
      createdByUserId: admin.id,
    });
    expect(await cardsOf(added.id)).toEqual([`${first} (aktif)`, second].sort());
    const updated = (await customerByPhone(stored.phoneNumber))!;
    expect(updated).toMatchObject({ id: stored.id, firstName: 'Mehmet Ali' });
    expect(updated.updatedAt).not.toBeNull();
    // The stored active card stays the active one; the file's new card joins it.
    expect(await cardsOf(stored.id)).toEqual([storedCard!, extra].sort());
    expect(await customerByPhone(unchangedCustomer.phoneNumber)).toMatchObject({
      updatedAt: storedRow.updatedAt,
    });
  });

  const newKey = (cells: Cells) => {
    const parsed = kind.parseRow(cells);
    if (!parsed.ok) throw new Error('refused');
    return parsed.key;
  };

  it('changes nothing the second time the same file is imported', async () => {
    const rows = [
      cellsOf({ cardNumbers: randomCardNumber(), isFlag: 'Evet', flagDescription: 'Şikayetçi' }),
      cellsOf({ emailAddress: 'a@example.com', birthDate: '1985-01-31' }),
      cellsOf({ city: city.cityName, county: 'Çatalca', addressDetail: 'Köy yolu' }),
    ];
    await apply(await stage(rows));
    const again = await stage(rows);
    expect(await outcomes(again)).toEqual(['2 unchanged', '3 unchanged', '4 unchanged']);
  });

  it('applies a range twice without doubling anything', async () => {
    const rows = [cellsOf({ cardNumbers: randomCardNumber() }), cellsOf()];
    const importId = await stage(rows);
    await apply(importId, { from: 2, to: 2 });
    await apply(importId, { from: 2, to: 3 });
    await apply(importId, { from: 2, to: 3 });
    for (const cells of rows) {
      const found = await db
        .select()
        .from(customers)
        .where(eq(customers.phoneNumber, newKey(cells)));
      expect(found).toHaveLength(1);
    }
    const added = (await customerByPhone(newKey(rows[0]!)))!;
    expect(await cardsOf(added.id)).toEqual([`${rows[0]!.cardNumbers} (aktif)`]);
  });

  it('refuses a card another customer holds, and a card another row holds above or below', async () => {
    const holder = await addCustomer(ctx, editor, {
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    const [held] = await cardsOf(holder.id);
    const shared = randomCardNumber();
    const importId = await stage([
      cellsOf({ cardNumbers: `${randomCardNumber()} ${held!.slice(0, 13)}` }),
      cellsOf({ cardNumbers: shared }),
      cellsOf(),
      cellsOf({ cardNumbers: `${randomCardNumber()} ${shared}` }),
      cellsOf({ phoneNumber: holder.phoneNumber, cardNumbers: held!.slice(0, 13) }),
    ]);
    expect(await outcomes(importId)).toEqual([
      `2 Kart Numaraları: ${held!.slice(0, 13)}: Bu kart numarası başka bir müşteriye tanımlı.`,
      `3 Kart Numaraları: ${shared}: Bu kart numarası dosyanın 5. satırında da var.`,
      '4 new',
      `5 Kart Numaraları: ${shared}: Bu kart numarası dosyanın 3. satırında da var.`,
      // The holder's own row may name the card it holds (its names change).
      '6 changed',
    ]);
  });

  it('undoes an import: new customers and their cards go, changed ones get their fields back', async () => {
    const stored = await addCustomer(ctx, editor, {
      firstName: 'Zeynep',
      loyaltyCards: [{ number: randomCardNumber() }],
    });
    const before = (await customerByPhone(stored.phoneNumber))!;
    const storedCards = await cardsOf(stored.id);
    const newRow = cellsOf({ cardNumbers: randomCardNumber() });
    const importId = await stage([
      newRow,
      cellsOf({
        phoneNumber: stored.phoneNumber,
        firstName: 'Zeynep Nur',
        lastName: stored.lastName,
        isActive: 'Hayır',
        cardNumbers: randomCardNumber(),
      }),
    ]);
    await apply(importId);
    expect(await undoStaged(db, kind, importId)).toBe(true);

    expect(await customerByPhone(newKey(newRow))).toBeUndefined();
    expect(
      await db.select().from(loyaltyCards).where(eq(loyaltyCards.number, newRow.cardNumbers!)),
    ).toEqual([]);
    expect(await customerByPhone(stored.phoneNumber)).toEqual(before);
    expect(await cardsOf(stored.id)).toEqual(storedCards);
  });

  it('counts the customers someone wrote since, which refuses the undo', async () => {
    const rows = [cellsOf(), cellsOf(), cellsOf()];
    const importId = await stage(rows);
    await apply(importId);
    const [edited, carded, ticketed] = await Promise.all(
      rows.map(async (cells) => (await customerByPhone(newKey(cells)))!),
    );
    expect(await db.transaction((tx) => kind.countWrittenSince(tx, importId))).toBe(0);
    // A write a moment later than the import's own.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db
      .update(customers)
      .set({ isFlag: true, updatedAt: sql`now()` })
      .where(eq(customers.id, edited!.id));
    await db.insert(loyaltyCards).values({ number: randomCardNumber(), customerId: carded!.id });
    expect(await db.transaction((tx) => kind.countWrittenSince(tx, importId))).toBe(2);
    const world = await createTicketWorld(db);
    const agent = await world.agent();
    await createTicketOverHttp(ctx, world, agent, undefined, [], { customerId: ticketed!.id });
    expect(await db.transaction((tx) => kind.countWrittenSince(tx, importId))).toBe(3);
  });

  it('exports every customer in the file’s shape, and the export imports as unchanged', async () => {
    const rows = [
      cellsOf({
        cardNumbers: `${randomCardNumber()} ${randomCardNumber()}`,
        isFlag: 'Evet',
        flagDescription: 'Tüketici hakem heyeti',
      }),
      cellsOf({
        emailAddress: 'b@example.com',
        birthDate: '1970-12-01',
        city: city.cityName,
        county: 'Şile',
        addressDetail: 'Sahil',
        isActive: 'Hayır',
      }),
    ];
    await apply(await stage(rows));
    const exported = await exportedRows(db, kind);
    const keys = rows.map(newKey);
    const ours = exported.filter((row) => keys.includes(row.phoneNumber!));
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          phoneNumber: keys[0],
          isFlag: 'Evet',
          flagDescription: 'Tüketici hakem heyeti',
          cardNumbers: rows[0]!.cardNumbers,
          isActive: 'Evet',
        }),
        expect.objectContaining({
          phoneNumber: keys[1],
          birthDate: '01.12.1970',
          city: city.cityName,
          county: 'Şile',
          isActive: 'Hayır',
          cardNumbers: '',
        }),
      ]),
    );
    expect(Object.keys(exported[0]!)).toEqual(kind.columns.map((column) => column.field));
    const phones = exported.map((row) => row.phoneNumber!);
    expect(phones).toEqual([...phones].sort());
    const reimported = await stage(exported);
    const results = await outcomes(reimported);
    expect(results.every((result) => result.endsWith(' unchanged'))).toBe(true);
  });
});
