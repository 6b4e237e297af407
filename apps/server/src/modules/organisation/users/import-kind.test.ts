import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@ccms/contract/messages';
import { ORGANISATION_IMPORT_MESSAGES as IM } from '@ccms/contract/organisation/import-messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { USER_TYPE_NAME_INVALID } from '@ccms/contract/organisation/user-types';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessVersion, type stores, userRolesInStores, users } from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import { messagesOf, post, postOk } from '../../../test/http-support.ts';
import {
  applyStaged,
  exportedRows,
  outcomeCounts,
  stageAndClassify,
  stagedOutcomes,
  undoStaged,
} from '../../../test/import-staging.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { usersImportKind as kind } from '../index.ts';

const SESSION = '/api/session/GetCurrentLoginInformation';
const token = () => randomUUID().slice(0, 8);

const cells = (values: Record<string, string>) =>
  Object.fromEntries(kind.columns.map((c) => [c.field, values[c.field] ?? '']));

describe('the users import, row by row', () => {
  const refusal = (values: Record<string, string>) => {
    const parsed = kind.parseRow(
      cells({ emailAddress: 'elif@ornek.com.tr', name: 'Elif', surname: 'Şahin', ...values }),
    );
    return parsed.ok ? null : parsed.problem;
  };

  it('refuses a cell the users form refuses, naming the column in its words', () => {
    expect(refusal({ emailAddress: '' })).toEqual({ column: 'E-posta', message: M.emailRequired });
    expect(refusal({ emailAddress: 'elif@' })).toEqual({
      column: 'E-posta',
      message: M.emailInvalid,
    });
    expect(refusal({ name: ' ' })).toEqual({ column: 'Ad', message: M.nameRequired });
    expect(refusal({ surname: '' })).toEqual({ column: 'Soyad', message: M.surnameRequired });
    expect(refusal({ userType: 'Yönetici' })).toEqual({
      column: 'Kullanıcı Tipi',
      message: USER_TYPE_NAME_INVALID,
    });
    // A role and a unit go together, as the role-in-store form asks for both.
    expect(refusal({ role: 'Mağaza Müdürü' })).toEqual({
      column: 'Mağaza Kodu',
      message: M.storeRequired,
    });
    expect(refusal({ storeCode: '1001' })).toEqual({ column: 'Rol', message: M.roleRequired });
  });

  it('keys a row by e-mail, role and unit, whatever their case', () => {
    const parsed = kind.parseRow(
      cells({
        emailAddress: 'Elif.Sahin@Ornek.com.tr',
        name: 'Elif',
        surname: 'Şahin',
        userType: 'çağrı merkezi iş ortağı',
        role: 'MAĞAZA MÜDÜRÜ',
        storeCode: '1001',
        storeName: 'KADIKÖY',
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      key: 'elif.sahin@ornek.com.tr|mağaza müdürü|kod:1001',
      data: { userType: 0, isActive: true, storeName: 'KADIKÖY' },
    });
    expect(kind.parseRow(cells({ emailAddress: 'a@b.co', name: 'A', surname: 'B' }))).toMatchObject(
      { ok: true, key: 'a@b.co||', data: { userType: 1, role: null } },
    );
  });
});

describe.each(TEST_BACKENDS)('the users import on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let store: typeof stores.$inferSelect;
  let department: typeof stores.$inferSelect;
  let storeRole: Awaited<ReturnType<typeof createRole>>;
  let departmentRole: Awaited<ReturnType<typeof createRole>>;
  const db = () => ctx.db;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    store = await createStore(ctx.db, { code: `S${token()}`, type: 0 });
    department = await createStore(ctx.db, { code: `D${token()}`, type: 4 });
    storeRole = await createRole(ctx.db, ['Customer'], {
      name: `Mağaza Müdürü ${token()}`,
      roleType: 1,
    });
    departmentRole = await createRole(ctx.db, ['Customer'], { name: `Uzman ${token()}` });
  });
  afterAll(() => ctx.close());

  const person = (values: Record<string, string> = {}) => ({
    emailAddress: `kisi.${token()}@ornek.com.tr`,
    name: 'Elif',
    surname: `Şahin ${token()}`,
    userType: 'Perakende',
    isActive: 'Evet',
    ...values,
  });
  const atStore = (who: Record<string, string>, role = storeRole.name, code = store.code!) => ({
    ...who,
    role: role.toLocaleUpperCase('tr-TR'),
    storeCode: code,
  });
  const stage = (rows: Record<string, string>[]) => stageAndClassify(db(), kind, admin.id, rows);
  const userByEmail = async (email: string) =>
    (await db().select().from(users).where(sql`lower(${users.emailAddress}) = lower(${email})`))[0];
  const linksOf = async (userId: string) =>
    db()
      .select({ roleId: userRolesInStores.roleId, storeId: userRolesInStores.storeId })
      .from(userRolesInStores)
      .where(eq(userRolesInStores.userId, userId));
  const version = async () => (await db().select().from(accessVersion))[0]!.version;

  it('adds users with their roles in units, without a password, and keeps a user without roles', async () => {
    const elif = person();
    const ayse = person({ name: 'Ayşe', userType: 'Çağrı Merkezi İş Ortağı' });
    const rows = [
      atStore(elif),
      { ...elif, role: departmentRole.name, storeCode: department.code! },
      ayse,
    ];
    const { importId } = await stage(rows);
    expect(await outcomeCounts(db(), importId)).toEqual({ new: 3 });
    const before = await version();
    await applyStaged(db(), kind, importId);
    const created = (await userByEmail(elif.emailAddress))!;
    expect(created).toMatchObject({
      name: 'Elif',
      userName: 'Elif',
      userType: 1,
      isActive: true,
      passwordHash: null,
    });
    expect(await linksOf(created.id)).toEqual(
      expect.arrayContaining([
        { roleId: storeRole.id, storeId: store.id },
        { roleId: departmentRole.id, storeId: department.id },
      ]),
    );
    const rolelessUser = (await userByEmail(ayse.emailAddress))!;
    expect(rolelessUser.userType).toBe(0);
    expect(await linksOf(rolelessUser.id)).toEqual([]);
    expect(await version()).toBeGreaterThan(before);

    // The same file again: nothing to do, and a resumed batch writes nothing twice.
    await applyStaged(db(), kind, importId);
    expect(await linksOf(created.id)).toHaveLength(2);
    const again = await stage(rows);
    expect(await outcomeCounts(db(), again.importId)).toEqual({ unchanged: 3 });
  });

  it('refuses what the users and roles screens refuse, with their words', async () => {
    const inactiveStore = await createStore(db(), { code: `X${token()}`, isActive: false });
    const inactiveRole = await createRole(db(), [], {
      name: `Eski Rol ${token()}`,
      roleType: 1,
      isActive: false,
    });
    const unit = await createStore(db(), { code: `R${token()}`, type: 0 });
    const first = person();
    const holder = person();
    const { importId } = await stage([
      atStore(first, storeRole.name, unit.code!),
      { ...first, surname: 'Başka', role: departmentRole.name, storeCode: department.code! },
      atStore(person(), 'Olmayan Rol'),
      atStore(person(), storeRole.name, 'YOK-999'),
      atStore(person(), storeRole.name, inactiveStore.code!),
      atStore(person(), inactiveRole.name),
      atStore(person(), departmentRole.name),
      atStore(person({ isActive: 'Hayır' }), departmentRole.name, department.code!),
      { ...person(), emailAddress: admin.emailAddress.toUpperCase(), isActive: 'Hayır' },
      atStore(holder, storeRole.name, unit.code!),
    ]);
    const rows = await stagedOutcomes(db(), importId);
    expect(rows.map((r) => [r.rowNumber, r.outcome, r.problemColumn, r.problemMessage])).toEqual([
      [2, 'new', null, null],
      [3, 'refused', 'Soyad', IM.userRowsDisagree(2)],
      [4, 'refused', 'Rol', M.roleNotFound],
      [5, 'refused', 'Mağaza Kodu', M.storeNotFound],
      [6, 'refused', 'Mağaza Kodu', M.inactiveStore],
      [7, 'refused', 'Rol', M.roleNotFound],
      [8, 'refused', 'Rol', M.roleTypeMismatch],
      [9, 'refused', 'Aktif', M.inactiveUserLink],
      [10, 'refused', 'Aktif', M.notYourself],
      [11, 'refused', 'Rol', IM.storeRoleGivenTwice(2)],
    ]);
  });

  it('hands a store role over from its holder, as the screen does, and the undo hands it back', async () => {
    const unit = await createStore(db(), { code: `H${token()}`, type: 0 });
    const previous = await createUserWithPermissions(db(), []);
    await db().insert(userRolesInStores).values({
      userId: previous.id,
      roleId: storeRole.id,
      storeId: unit.id,
    });
    const next = person();
    const { importId } = await stage([atStore(next, storeRole.name, unit.code!)]);
    expect(await outcomeCounts(db(), importId)).toEqual({ changed: 1 });
    await applyStaged(db(), kind, importId);
    const nextUser = (await userByEmail(next.emailAddress))!;
    expect(await linksOf(nextUser.id)).toEqual([{ roleId: storeRole.id, storeId: unit.id }]);
    expect((await linksOf(previous.id)).filter((link) => link.storeId === unit.id)).toEqual([]);

    expect(await undoStaged(db(), kind, importId)).toBe(true);
    expect(await userByEmail(next.emailAddress)).toBeUndefined();
    expect((await linksOf(previous.id)).filter((link) => link.storeId === unit.id)).toEqual([
      { roleId: storeRole.id, storeId: unit.id },
    ]);
  });

  it('deactivates a user and gives a role so that the next request sees it', async () => {
    const agent = await createUserWithPermissions(db(), ['Customer']);
    const other = await createUserWithPermissions(db(), ['Customer']);
    const [agentRow] = await db().select().from(users).where(eq(users.id, agent.id));
    expect((await post(ctx, agent, SESSION, {})).statusCode).toBe(200);
    const before = await postOk<TCurrentLoginInformation>(ctx, other, SESSION, {});
    expect(JSON.stringify(before)).not.toContain(departmentRole.name);

    const { importId } = await stage([
      {
        emailAddress: agent.emailAddress,
        name: agent.name,
        surname: agent.surname,
        isActive: 'Hayır',
      },
      {
        emailAddress: other.emailAddress,
        name: other.name,
        surname: other.surname,
        role: departmentRole.name,
        storeCode: department.code!,
      },
    ]);
    expect((await stagedOutcomes(db(), importId)).map((r) => r.outcome)).toEqual([
      'changed',
      'new',
    ]);
    await applyStaged(db(), kind, importId);
    const refused = await post(ctx, agent, SESSION, {});
    expect(refused.statusCode).toBe(401);
    expect(messagesOf(refused)).toBe(MESSAGES.inactiveUser);
    const after = await postOk<TCurrentLoginInformation>(ctx, other, SESSION, {});
    expect(JSON.stringify(after)).toContain(departmentRole.name);
    // userName stays as it was: only the state changed.
    expect((await userByEmail(agent.emailAddress))!.userName).toBe(agentRow!.userName);

    expect(await undoStaged(db(), kind, importId)).toBe(true);
    expect((await post(ctx, agent, SESSION, {})).statusCode).toBe(200);
  });

  it('refuses the undo once a user it wrote was changed, or a user it made was used', async () => {
    const renamed = person();
    const fresh = person();
    const { importId } = await stage([
      atStore(renamed, departmentRole.name, department.code!),
      fresh,
    ]);
    await applyStaged(db(), kind, importId);
    const renamedUser = (await userByEmail(renamed.emailAddress))!;
    const freshUser = (await userByEmail(fresh.emailAddress))!;

    await db().update(users).set({ surname: 'Değişti' }).where(eq(users.id, renamedUser.id));
    expect(await undoStaged(db(), kind, importId)).toBe(false);
    await db().update(users).set({ surname: renamed.surname }).where(eq(users.id, renamedUser.id));

    // The new user set a password (signed in): in use.
    await db().update(users).set({ passwordHash: 'x' }).where(eq(users.id, freshUser.id));
    expect(await db().transaction((tx) => kind.countWrittenSince(tx, importId))).toBe(1);
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, freshUser.id));

    // Someone gave the new user another role.
    await db().insert(userRolesInStores).values({
      userId: freshUser.id,
      roleId: departmentRole.id,
      storeId: department.id,
    });
    expect(await undoStaged(db(), kind, importId)).toBe(false);
    await db()
      .delete(userRolesInStores)
      .where(and(eq(userRolesInStores.userId, freshUser.id)));

    expect(await undoStaged(db(), kind, importId)).toBe(true);
    expect(await userByEmail(fresh.emailAddress)).toBeUndefined();
    expect(await userByEmail(renamed.emailAddress)).toBeUndefined();
  });

  it('exports every role in a unit and users without one; importing the export changes nothing', async () => {
    await createStore(db(), { name: `Kodsuz Birim ${token()}`, type: 4 });
    const exported = await exportedRows(db(), kind);
    expect(Object.keys(exported[0]!)).toEqual(kind.columns.map((c) => c.field));
    expect(exported.some((row) => row.emailAddress === 'sistem@ccms.invalid')).toBe(false);
    expect(exported.find((row) => row.emailAddress === admin.emailAddress)).toMatchObject({
      userType: 'Perakende',
      isActive: 'Evet',
      storeCode: '',
    });
    const { importId } = await stage(exported);
    expect(await outcomeCounts(db(), importId)).toEqual({ unchanged: exported.length });
  });
});
