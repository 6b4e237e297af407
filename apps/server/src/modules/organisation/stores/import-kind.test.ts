import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { ORGANISATION_IMPORT_MESSAGES as M } from '@ccms/contract/organisation/import-messages';
import { ORGANISATION_MESSAGES } from '@ccms/contract/organisation/messages';
import { STORE_FIELD_MESSAGES } from '@ccms/contract/organisation/store-fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  counties,
  dataVersions,
  stores,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import type { DatabaseHandle } from '../../../platform/db.ts';
import { openTestDatabase, TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import {
  applyStaged,
  exportedRows,
  outcomeCounts,
  stageAndClassify,
  stagedOutcomes,
  undoStaged,
} from '../../../test/import-staging.ts';
import { storesImportKind as kind } from '../index.ts';

const code = () => `T${randomUUID().slice(0, 8)}`;

/** A stores file row with every column filled as a chain's file would. */
const storeRow = (values: Record<string, string> = {}) => ({
  code: code(),
  name: `İSTANBUL TEST ${randomUUID().slice(0, 6)}`,
  type: 'Mağaza',
  isECommerce: 'Hayır',
  city: 'istanbul',
  county: 'KADIKÖY',
  address: 'Caferağa Mah. Bahariye Cad. No: 45',
  phoneNumber: '02163451234',
  emailAddress: 'magaza@ornek.com.tr',
  regionManagerName: 'Kemal',
  regionManagerSurname: 'Yavuz',
  regionManagerEmail: 'kemal.yavuz@ornek.com.tr',
  areaManagerName: 'Burak',
  areaManagerSurname: 'Şahin',
  areaManagerEmail: 'burak.sahin@ornek.com.tr',
  unitManagerName: 'Zeynep',
  unitManagerSurname: 'Kaya',
  unitManagerEmail: 'zeynep.kaya@ornek.com.tr',
  isActive: 'Evet',
  ...values,
});

const cells = (values: Record<string, string>) =>
  Object.fromEntries(kind.columns.map((c) => [c.field, values[c.field] ?? '']));

describe('the stores import, row by row', () => {
  const refusal = (values: Record<string, string>) => {
    const parsed = kind.parseRow(cells(storeRow(values)));
    return parsed.ok ? null : parsed.problem;
  };

  it('refuses a cell the unit form refuses, naming the column in its words', () => {
    expect(refusal({ name: '  ' })).toEqual({
      column: 'Mağaza Adı',
      message: STORE_FIELD_MESSAGES.storeNameRequired,
    });
    expect(refusal({ name: 'A'.repeat(201) })).toEqual({
      column: 'Mağaza Adı',
      message: ORGANISATION_MESSAGES.tooLong(200),
    });
    expect(refusal({ type: 'Depo' })).toEqual({
      column: 'Tip',
      message: STORE_FIELD_MESSAGES.storeTypeInvalid,
    });
    expect(refusal({ areaManagerEmail: 'burak.sahin' })).toEqual({
      column: 'Alan Müdürü E-posta',
      message: ORGANISATION_MESSAGES.emailInvalid,
    });
    expect(refusal({ phoneNumber: '216 345 12 34' })).toEqual({
      column: 'Telefon',
      message: CUSTOMER_MESSAGES.phoneFormat,
    });
    expect(refusal({ isActive: 'belki' })).toEqual({
      column: 'Aktif',
      message: 'Evet ya da Hayır yazmalısınız.',
    });
    expect(refusal({ city: '', county: 'Kadıköy' })).toEqual({
      column: 'İlçe',
      message: STORE_FIELD_MESSAGES.countyWithoutCity,
    });
  });

  it('reads the types, Yes / No in their spellings, and empty cells as nothing', () => {
    const parsed = kind.parseRow(
      cells({
        code: ' 2001 ',
        name: 'Merkez',
        type: 'çözüm birimi',
        isECommerce: 'E',
        isActive: '0',
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      key: 'kod:2001',
      data: expect.objectContaining({
        code: '2001',
        type: 4,
        isECommerce: true,
        isActive: false,
        city: null,
        phoneNumber: null,
        unitManagerEmail: null,
      }),
    });
    expect(kind.parseRow(cells({ name: 'İnsan Kaynakları', type: 'DEPARTMAN' }))).toMatchObject({
      ok: true,
      key: 'ad:insan kaynakları',
      data: { code: null, type: 1, isActive: true, isECommerce: false },
    });
  });
});

describe.each(TEST_BACKENDS)('the stores import on %s', (backend) => {
  let handle: DatabaseHandle;
  let admin: TestUser;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await db().insert(cities).values({ id: 34, name: 'İstanbul' }).onConflictDoNothing();
    await db()
      .insert(counties)
      .values([
        { id: 3401, cityId: 34, name: 'Kadıköy' },
        { id: 3402, cityId: 34, name: 'Şişli' },
      ])
      .onConflictDoNothing();
    admin = await createUserWithPermissions(db(), ['Admin']);
  });
  afterAll(() => handle.close());

  const stage = (rows: Record<string, string>[]) => stageAndClassify(db(), kind, admin.id, rows);
  const storeByCode = async (value: string) =>
    (await db().select().from(stores).where(eq(stores.code, value)))[0];
  const referenceVersion = async () =>
    (await db().select().from(dataVersions).where(eq(dataVersions.topic, 'reference')))[0]!.version;

  it('adds new units with their city and county found by name, and says so', async () => {
    const rows = [
      storeRow(),
      storeRow({ type: 'Çözüm Birimi', city: 'İSTANBUL', county: 'şişli' }),
    ];
    const { importId } = await stage(rows);
    expect(await outcomeCounts(db(), importId)).toEqual({ new: 2 });
    const before = await referenceVersion();
    await applyStaged(db(), kind, importId);
    const first = await storeByCode(rows[0]!.code);
    expect(first).toMatchObject({
      name: rows[0]!.name,
      type: 0,
      cityId: 34,
      countyId: 3401,
      areaManagerEmail: 'burak.sahin@ornek.com.tr',
      isActive: true,
    });
    expect(await storeByCode(rows[1]!.code)).toMatchObject({ type: 4, countyId: 3402 });
    // Every instance reloads its unit names and types (docs/domain.md §1 User cache).
    expect(await referenceVersion()).toBeGreaterThan(before);
  });

  it('changes a stored unit by its code and leaves an equal one alone; the same file twice changes nothing', async () => {
    const kept = await createStore(db(), { code: code(), name: 'KALAN', cityId: 34 });
    const moved = await createStore(db(), {
      code: code(),
      name: 'TAŞINAN',
      cityId: 34,
      countyId: 3401,
    });
    const rows = [
      storeRow({
        code: kept.code!,
        name: 'KALAN',
        city: 'İstanbul',
        county: '',
        address: '',
        phoneNumber: '',
        emailAddress: '',
        regionManagerName: '',
        regionManagerSurname: '',
        regionManagerEmail: '',
        areaManagerName: '',
        areaManagerSurname: '',
        areaManagerEmail: '',
        unitManagerName: '',
        unitManagerSurname: '',
        unitManagerEmail: '',
      }),
      storeRow({
        code: moved.code!,
        name: 'TAŞINAN',
        county: 'Şişli',
        areaManagerEmail: 'yeni.alan@ornek.com.tr',
      }),
    ];
    const first = await stage(rows);
    expect(
      (await stagedOutcomes(db(), first.importId)).map((r) => [r.outcome, r.entityId]),
    ).toEqual([
      ['unchanged', kept.id],
      ['changed', moved.id],
    ]);
    await applyStaged(db(), kind, first.importId);
    expect(await storeByCode(moved.code!)).toMatchObject({
      id: moved.id,
      countyId: 3402,
      areaManagerEmail: 'yeni.alan@ornek.com.tr',
    });
    // Applying a batch again (a resumed job) writes the same values once more.
    await applyStaged(db(), kind, first.importId);
    const second = await stage(rows);
    expect(await outcomeCounts(db(), second.importId)).toEqual({ unchanged: 2 });
  });

  it('refuses rows that stored data contradicts, each with its column and reason', async () => {
    const store = await createStore(db(), { code: code(), type: 0 });
    const twice = code();
    await createStore(db(), { code: twice });
    const second = await createStore(db(), { code: twice });
    const { importId } = await stage([
      storeRow({ city: 'Gotham' }),
      storeRow({ county: 'Beşiktaş' }),
      storeRow({ code: store.code!, type: 'Departman' }),
      storeRow({ code: twice }),
      storeRow({ code: '', name: 'Kodsuz Yeni Birim' }),
      storeRow({ code: store.code!.toLowerCase(), name: 'Küçük harfli kod yeni birimdir' }),
    ]);
    const rows = await stagedOutcomes(db(), importId);
    expect(rows.map((r) => [r.outcome, r.problemColumn, r.problemMessage])).toEqual([
      ['refused', 'Şehir', M.cityUnknown],
      ['refused', 'İlçe', M.countyUnknown],
      ['refused', 'Tip', M.storeKindChange],
      ['refused', 'Mağaza Kodu', M.codeHeldTwice],
      ['refused', 'Mağaza Kodu', M.codeNeededForNew],
      ['new', null, null],
    ]);
    expect(rows.slice(0, 5).every((r) => r.entityId === null)).toBe(true);
    // The round trip below holds stored data without such conflicts.
    await db().delete(stores).where(eq(stores.id, second.id));
  });

  it('turns a department into a solution unit and back, but not into a store', async () => {
    const department = await createStore(db(), { code: code(), name: 'Kalite', type: 1 });
    const { importId } = await stage([
      storeRow({ code: department.code!, name: 'Kalite', type: 'Çözüm Birimi' }),
    ]);
    expect(await outcomeCounts(db(), importId)).toEqual({ changed: 1 });
  });

  it('matches a unit without a code by its name, in any case; a name two such units share is refused', async () => {
    const name = `Eski Birim ${randomUUID().slice(0, 6)}`;
    const codeless = await createStore(db(), { name, type: 1 });
    const file = [storeRow({ code: '', name: name.toLocaleUpperCase('tr-TR'), type: 'Departman' })];
    const { importId } = await stage(file);
    expect((await stagedOutcomes(db(), importId))[0]).toMatchObject({
      outcome: 'changed',
      entityId: codeless.id,
    });
    const namesake = await createStore(db(), { name, code: '' });
    const again = await stage(file);
    expect((await stagedOutcomes(db(), again.importId))[0]).toMatchObject({
      outcome: 'refused',
      problemColumn: 'Mağaza Adı',
      problemMessage: M.nameHeldTwice,
    });
    await db().delete(stores).where(eq(stores.id, namesake.id));
  });

  it('undoes the last import: new units removed, changed ones as they were', async () => {
    const changed = await createStore(db(), { code: code(), name: 'ÖNCEKİ AD', cityId: 34 });
    const fresh = storeRow();
    const { importId } = await stage([fresh, storeRow({ code: changed.code!, name: 'YENİ AD' })]);
    await applyStaged(db(), kind, importId);
    expect(await storeByCode(changed.code!)).toMatchObject({ name: 'YENİ AD', countyId: 3401 });

    expect(await undoStaged(db(), kind, importId)).toBe(true);
    expect(await storeByCode(fresh.code)).toBeUndefined();
    const restored = await storeByCode(changed.code!);
    expect(restored).toEqual({ ...changed });
  });

  it('refuses the undo once a new unit is in use or a changed one was written since', async () => {
    const changed = await createStore(db(), { code: code(), name: 'DEĞİŞECEK' });
    const fresh = storeRow();
    const { importId } = await stage([fresh, storeRow({ code: changed.code!, name: 'DEĞİŞTİ' })]);
    await applyStaged(db(), kind, importId);
    const unit = (await storeByCode(fresh.code))!;

    // A role given in the new unit: it is in use.
    const person = await createUserWithPermissions(db(), []);
    const role = await createRole(db(), [], { roleType: 1 });
    const [link] = await db()
      .insert(userRolesInStores)
      .values({ userId: person.id, roleId: role.id, storeId: unit.id })
      .returning();
    expect(await db().transaction((tx) => kind.countWrittenSince(tx, importId))).toBe(1);
    expect(await undoStaged(db(), kind, importId)).toBe(false);
    await db().delete(userRolesInStores).where(eq(userRolesInStores.id, link!.id));

    // Someone else renames the changed unit.
    await db().update(stores).set({ name: 'BAŞKASI DEĞİŞTİRDİ' }).where(eq(stores.id, changed.id));
    expect(await undoStaged(db(), kind, importId)).toBe(false);
    expect(await storeByCode(fresh.code)).toBeDefined();
    expect((await storeByCode(changed.code!))!.name).toBe('BAŞKASI DEĞİŞTİRDİ');

    await db().update(stores).set({ name: 'DEĞİŞTİ' }).where(eq(stores.id, changed.id));
    expect(await undoStaged(db(), kind, importId)).toBe(true);
  });

  it('exports every unit in the template shape, and importing the export changes nothing', async () => {
    await createStore(db(), {
      name: `Kodsuz ${randomUUID().slice(0, 6)}`,
      type: 4,
      isActive: false,
    });
    const exported = await exportedRows(db(), kind);
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(stores)) as [
      { n: number },
    ];
    expect(exported).toHaveLength(n);
    expect(Object.keys(exported[0]!)).toEqual(kind.columns.map((c) => c.field));
    expect(
      exported.find((row) => row.type === 'Çözüm Birimi' && row.isActive === 'Hayır'),
    ).toBeDefined();
    const { importId } = await stage(exported);
    expect(await outcomeCounts(db(), importId)).toEqual({ unchanged: n });
  });
});
