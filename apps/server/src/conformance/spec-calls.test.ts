import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TICKET_STATUS, TICKET_SUB_STATUS } from '@ccms/contract/tickets-statuses';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callWrapUps,
  ruleSets,
  stores,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../db/schema/index.ts';
import { idempotentCallPaths } from '../platform/route-kit.ts';
import { roleId } from '../seed/organisation.ts';
import { seedDemoData } from '../seed/seed.ts';
import { storeName } from '../seed/stores.ts';
import { TEST_BACKENDS } from '../test/backends.ts';
import { type DemoRoleUser, loadDemoRoleUsers } from '../test/demo-users.ts';
import { loadAllEndpoints } from '../test/endpoint-inputs.ts';
import type { TestUser } from '../test/factories.ts';
import { call, postMultipart } from '../test/http-support.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { multipartBody } from '../test/ticket-world.ts';
import { CREATED_ROWS, createCallOf, createTwiceAtOnce, isCreatePath } from './create-twice.ts';
import type { AnswerShape, SpecCall, World } from './spec-call.ts';
import { SPEC_CALLS } from './spec-calls.ts';

/*
 * Every call of the spec's two "calls it makes" lists, as an outside client written from the
 * spec alone would make it: the spec's path and method, its field names, the right demo user.
 * Each must answer 200 with the shape the spec documents.
 */

/** The breakdown the table's ticket is made in: optional products, owned by the store manager. */
const BREAKDOWN = { type: 'Şikayet', category: 'Personel', subCategory: 'Personel Tutumu' };

/** The demo rows the table starts from, found by their names. */
async function demoIds(ctx: TestContext): Promise<Record<string, string>> {
  const [set] = await ctx.db
    .select({
      type: ticketCategorySets.typeId,
      category: ticketCategorySets.categoryId,
      subCategory: ticketCategorySets.subCategoryId,
      categorySet: ticketCategorySets.id,
      ruleSet: ruleSets.id,
    })
    .from(ticketCategorySets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketCategorySets.typeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, ticketCategorySets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, ticketCategorySets.subCategoryId))
    .innerJoin(ruleSets, eq(ruleSets.id, ticketCategorySets.ruleSetId))
    .where(
      and(
        eq(ticketTypes.name, BREAKDOWN.type),
        eq(ticketCategories.name, BREAKDOWN.category),
        eq(ticketSubCategories.name, BREAKDOWN.subCategory),
      ),
    );
  const unit = async (name: string) => {
    const [row] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
    if (!row) throw new Error(`The demo unit ${name} is missing`);
    return row.id;
  };
  if (!set) throw new Error('The demo breakdown is missing');
  return {
    ...set,
    store: await unit(storeName('İstanbul Kadıköy Bahariye')),
    otherStore: await unit(storeName('Bursa Zafer Plaza')),
    expertUnit: await unit('Müşteri Hizmetleri'),
    storeManagerRole: roleId('Mağaza Müdürü'),
    expertRole: roleId('Müşteri Hizmetleri Uzmanı'),
  };
}

/** The answer has the shape the spec documents for it. */
function expectShape(
  shape: AnswerShape,
  response: Awaited<ReturnType<typeof call>>,
  label: string,
) {
  const type = String(response.headers['content-type'] ?? '');
  if (shape === 'file') {
    expect(response.rawPayload.length, label).toBeGreaterThan(0);
    expect(type, label).not.toMatch(/json/);
    return;
  }
  if (shape === 'text') {
    expect(type, label).toMatch(/^text\/plain/);
    return;
  }
  expect(type, label).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  if (shape === 'paged') {
    expect(Array.isArray(body.items), label).toBe(true);
    for (const key of ['itemCountOnPage', 'currentPageNumber', 'totalCount']) {
      expect(typeof body[key], `${label}: ${key}`).toBe('number');
    }
  }
  if (shape === 'write') {
    expect(body.isSuccess, label).toBe(true);
    expect(body, label).toHaveProperty('data');
  }
}

async function send(ctx: TestContext, user: TestUser, row: SpecCall, w: World) {
  const url = `/api/${row.url(w)}`;
  if (!row.multipart) return call(ctx, user, row.method, url, row.body?.(w));
  const { fields, files } = row.multipart(w);
  return postMultipart(ctx, user, url, await multipartBody(fields, files));
}

/** A create call's row: sent twice at once with one idempotency key (docs/domain.md §21). */
async function sendCreateTwice(
  ctx: TestContext,
  user: TestUser,
  row: SpecCall,
  w: World,
  create: string,
) {
  const url = `/api/${row.url(w)}`;
  const rows = CREATED_ROWS[create];
  if (!rows) throw new Error(`create-twice.ts names no table for ${create}`);
  const auth = await ctx.authHeader(user);
  if (!row.multipart) {
    const body = row.body?.(w) ?? {};
    return createTwiceAtOnce(ctx.db, row.call, rows, 0, (headers) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload: body }),
    );
  }
  const { fields, files } = row.multipart(w);
  const form = await multipartBody(fields, files);
  return createTwiceAtOnce(ctx.db, row.call, rows, files.length, (headers) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...auth, ...form.headers, ...headers },
      payload: form.payload,
    }),
  );
}

describe.each(TEST_BACKENDS)('every call of the spec, as the spec writes it, on %s', (backend) => {
  let ctx: TestContext;
  let demo: Record<DemoRoleUser, TestUser>;
  const w: World = { ids: {}, saved: {}, tag: randomUUID().slice(0, 8) };

  // The whole demo data: about 11 s on PGlite alone, more while other suites share the cores.
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedDemoData(ctx.db);
    demo = await loadDemoRoleUsers(ctx.db);
    Object.assign(w.ids, await demoIds(ctx));
  }, 180_000);
  afterAll(() => ctx?.close());

  // In order: later rows use what earlier ones made (the customer, the ticket, a new breakdown).
  const createsSent = new Set<string>();
  for (const row of SPEC_CALLS) {
    const label = `part ${row.part} §7 ${row.section}: ${row.call}`;
    it(label, async () => {
      const create =
        row.method === 'POST' ? createCallOf(idempotentCallPaths(ctx.app), row.url(w)) : undefined;
      if (create) createsSent.add(create);
      const response = create
        ? await sendCreateTwice(ctx, demo[row.as], row, w, create)
        : await send(ctx, demo[row.as], row, w);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
      expectShape(row.answer, response, label);
      row.keep?.(
        w,
        row.answer === 'file' || row.answer === 'text' ? response.body : response.json(),
      );
    });
  }

  // The demo is a working day: the store manager can finish a ticket their store owns.
  it('the demo store manager takes an open ticket of their store in hand and closes it', async () => {
    const [owned] = await ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          ne(tickets.status, TICKET_STATUS.closed),
          eq(tickets.currentRoleId, roleId('Mağaza Müdürü')),
          eq(tickets.responsibleStoreId, w.ids.store!),
          eq(tickets.isDeleted, false),
        ),
      )
      .limit(1);
    const wrapUps = await ctx.db.select().from(callWrapUps).where(eq(callWrapUps.isActive, true));
    const processing = wrapUps.find((wrapUp) => wrapUp.isProcess);
    const closing = wrapUps.find((wrapUp) => wrapUp.isClosed && !wrapUp.isCustomerVoiceNecessary);
    expect(owned, "an open ticket of the manager's store").toBeDefined();
    const act = (status: number, subStatus: number, wrapUpId: string, description: string) =>
      call(ctx, demo.storeManager, 'POST', '/api/ticket/createActivity', {
        ticketId: owned!.id,
        status,
        subStatus,
        callWrapUpId: wrapUpId,
        description,
      });
    const S = TICKET_STATUS;
    const inHand = await act(
      S.inProcess,
      TICKET_SUB_STATUS.inProcess,
      processing!.id,
      'Mağazada inceleniyor.',
    );
    expect(inHand.statusCode, inHand.body).toBe(200);
    const closed = await act(
      S.closed,
      TICKET_SUB_STATUS.closed,
      closing!.id,
      'Müşteriyle görüşüldü, çözüldü.',
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const [after] = await ctx.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, owned!.id));
    expect(after?.status).toBe(S.closed);
  });

  it('answers every create call of the contract once per idempotency key, each sent above', async () => {
    const creates = (await loadAllEndpoints(ctx.config.brand))
      .filter((endpoint) => endpoint.method === 'POST' && isCreatePath(endpoint.path))
      .map((endpoint) => endpoint.path);
    const idempotent = idempotentCallPaths(ctx.app);
    expect(creates.filter((path) => !idempotent.has(path))).toEqual([]);
    // The mail group's two paths are one route; the table sends it at the spec's. Creates
    // beyond the spec are sent twice by their own tests (holiday-changes.test.ts,
    // imports/imports-upload.test.ts).
    const beyondSpec = new Set([
      'mailgroups/createOrUpdateMailGroup',
      'holiday/createHoliday',
      'import/uploadImportFile',
    ]);
    const unsent = [...idempotent].filter(
      (path) => !createsSent.has(path) && !beyondSpec.has(path),
    );
    expect(unsent).toEqual([]);
  });
});

describe('docs/spec-map.md', () => {
  it('lists every call of the table under its part and section, with the endpoint serving it', () => {
    const map = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/spec-map.md'),
      'utf8',
    );
    const sections = new Map(
      map
        .split('\n#### ')
        .slice(1)
        .map((block) => [block.slice(0, block.indexOf('\n')), block]),
    );
    const missing = SPEC_CALLS.filter((row) => {
      const block = sections.get(`Part ${row.part} — ${row.section}`) ?? '';
      return !block.split('\n').some((line) => line.startsWith(`| ${row.call} | \``));
    }).map((row) => `part ${row.part} ${row.section}: ${row.call}`);
    expect(missing).toEqual([]);
  });
});
