import fs from 'node:fs';
import path from 'node:path';
import {
  HOLIDAY_MESSAGES as M,
  MAX_HOLIDAY_IMPORT_ITEMS,
  type THoliday,
  type THolidayImportPlan,
  type THolidayImportResult,
} from '@ccms/contract/holidays';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, holidays } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { messagesOf, post, postOk } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const FIXTURE_NAME = 'turkiye-tatilleri-2028.ics';
const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', FIXTURE_NAME), 'utf8');

describe.each(TEST_BACKENDS)('holidays on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let definitions: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    definitions = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
    agent = await createUserWithPermissions(ctx.db, ['Customer', 'Ticket.Create']);
  });
  afterAll(() => ctx.close());

  const holidaysOf = async (year: number) =>
    ctx.db
      .select({
        date: holidays.date,
        name: holidays.name,
        isFullDay: holidays.isFullDay,
        isPublicHoliday: holidays.isPublicHoliday,
      })
      .from(holidays)
      .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
      .orderBy(holidays.date, holidays.name);
  const auditCount = async () => (await ctx.db.select({ n: count() }).from(adminAuditLog))[0]!.n;
  const yearQuery = (year: number, name = '', pageNumber = 1) => ({
    filters: [
      { propertyName: 'Name', operator: 'contains', targetValue: name },
      { propertyName: 'Date', operator: 'greatherThanOrEqual', targetValue: `${year}.01.01 00:00` },
      { propertyName: 'Date', operator: 'lessThan', targetValue: `${year + 1}.01.01 00:00` },
    ],
    sortings: [{ propertyName: 'date', direction: 0 }],
    paging: { pageNumber, maxItemCountPerPage: 10 },
  });

  it('holiday/getHolidays: a year by date, its name filter in Turkish upper case, 10 a page', async () => {
    await ctx.db.insert(holidays).values([
      { name: 'Yılbaşı', date: '2031-01-01', isFullDay: true, isPublicHoliday: true },
      { name: 'Yılbaşı', date: '2032-01-01', isFullDay: true, isPublicHoliday: true },
      { name: 'Eski Yıl', date: '2030-12-31', isFullDay: true, isPublicHoliday: true },
      {
        name: 'Cumhuriyet Bayramı Arifesi',
        date: '2031-10-28',
        isFullDay: false,
        isPublicHoliday: true,
      },
      { name: 'Cumhuriyet Bayramı', date: '2031-10-29', isFullDay: true, isPublicHoliday: true },
      ...Array.from({ length: 9 }, (_, i) => ({
        name: `Kurban Bayramı ${i + 1}. Gün`,
        date: `2031-03-${String(i + 10).padStart(2, '0')}`,
        isFullDay: true,
        isPublicHoliday: false,
      })),
    ]);
    const first = await postOk<{ items: THoliday[]; totalCount: number }>(
      ctx,
      definitions,
      '/api/holiday/getHolidays',
      yearQuery(2031),
    );
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ name: 'Yılbaşı', date: '2031-01-01', isFullDay: true });
    const second = await postOk<{ items: THoliday[] }>(
      ctx,
      definitions,
      '/api/holiday/getHolidays',
      yearQuery(2031, '', 2),
    );
    expect(second.items.map((h) => [h.date, h.isFullDay])).toEqual([
      ['2031-10-28', false],
      ['2031-10-29', true],
    ]);
    const named = await postOk<{ items: THoliday[] }>(
      ctx,
      definitions,
      '/api/holiday/getHolidays',
      yearQuery(2031, 'CUMHURİYET BAYRAMI'),
    );
    expect(named.items.map((h) => h.name)).toEqual([
      'Cumhuriyet Bayramı Arifesi',
      'Cumhuriyet Bayramı',
    ]);
    expect((await post(ctx, agent, '/api/holiday/getHolidays', yearQuery(2031))).statusCode).toBe(
      403,
    );
  });

  it('previews the 2028 file: added, changed, skipped and unread holidays, changing nothing', async () => {
    await ctx.db.insert(holidays).values([
      { name: 'YILBAŞI', date: '2028-01-01', isFullDay: true, isPublicHoliday: true },
      {
        name: 'Cumhuriyet Bayramı Arifesi',
        date: '2028-10-28',
        isFullDay: true,
        isPublicHoliday: true,
      },
    ]);
    const before = { holidays: await holidaysOf(2028), audit: await auditCount() };
    const plan = await postOk<THolidayImportPlan>(ctx, admin, '/api/holiday/previewHolidayImport', {
      fileName: FIXTURE_NAME,
      content: FIXTURE,
    });
    expect(plan.items.map((item) => [item.outcome, item.date, item.name, item.reason])).toEqual([
      ['skip', '2028-01-01', 'Yılbaşı', M.alreadyRecorded],
      ['add', '2028-02-25', 'Ramazan Bayramı Arifesi', null],
      ['add', '2028-02-26', 'Ramazan Bayramı 1. Gün', null],
      ['add', '2028-02-27', 'Ramazan Bayramı 2. Gün', null],
      ['add', '2028-02-28', 'Ramazan Bayramı 3. Gün', null],
      ['add', '2028-04-23', 'Ulusal Egemenlik ve Çocuk Bayramı', null],
      ['add', '2028-05-01', 'Emek ve Dayanışma Günü', null],
      ['error', '', '', M.brokenLine(62)],
      ['change', '2028-10-28', 'Cumhuriyet Bayramı Arifesi', null],
      ['add', '2028-10-29', 'Cumhuriyet Bayramı', null],
      ['skip', '2028-10-29', 'Cumhuriyet bayramı', M.duplicateInFile(72)],
    ]);
    expect(plan.items.find((item) => item.outcome === 'change')).toMatchObject({
      isFullDay: false,
      previous: { isFullDay: true, isPublicHoliday: true },
    });
    expect(plan).toMatchObject({ addedCount: 7, changedCount: 1, skippedCount: 2, errorCount: 1 });
    expect({ holidays: await holidaysOf(2028), audit: await auditCount() }).toEqual(before);
  });

  it('imports the file in one go, audited, then has nothing left to import', async () => {
    const saved = await postOk<{ data: THolidayImportResult; messages: string[] }>(
      ctx,
      admin,
      '/api/holiday/importHolidays',
      { fileName: FIXTURE_NAME, content: FIXTURE },
    );
    expect(saved.messages).toEqual([M.imported(7, 1)]);
    expect(saved.data).toMatchObject({ addedCount: 7, changedCount: 1, touchedTicketCount: 0 });
    const stored = await holidaysOf(2028);
    expect(stored).toContainEqual({
      date: '2028-10-28',
      name: 'Cumhuriyet Bayramı Arifesi',
      isFullDay: false,
      isPublicHoliday: true,
    });
    expect(stored).toContainEqual({
      date: '2028-02-26',
      name: 'Ramazan Bayramı 1. Gün',
      isFullDay: true,
      isPublicHoliday: false,
    });
    // The broken Zafer Bayramı event and the duplicate are not there.
    expect(stored.filter((h) => h.date === '2028-08-30' || h.date === '2028-10-29')).toHaveLength(
      1,
    );
    expect(stored).toHaveLength(9);

    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.userId, admin.id))
      .orderBy(adminAuditLog.entityLabel);
    expect(entries).toHaveLength(9);
    expect(entries.find((entry) => entry.entityLabel.startsWith('Takvim dosyası'))).toMatchObject({
      entityType: 'holiday',
      entityLabel: `Takvim dosyası: ${FIXTURE_NAME}`,
      action: 'create',
      touchedTicketCount: 0,
      after: { addedCount: 7, changedCount: 1 },
    });
    expect(
      entries.find((entry) => entry.entityLabel === 'Cumhuriyet Bayramı Arifesi (28.10.2028)'),
    ).toMatchObject({
      action: 'update',
      before: { isFullDay: true },
      after: { isFullDay: false },
      touchedTicketCount: null,
    });

    const auditBefore = await auditCount();
    const again = await postOk<{ data: THolidayImportResult; messages: string[] }>(
      ctx,
      admin,
      '/api/holiday/importHolidays',
      { content: FIXTURE },
    );
    expect(again.messages).toEqual([M.nothingToImport]);
    expect(again.data).toMatchObject({ addedCount: 0, changedCount: 0, skippedCount: 10 });
    expect(await auditCount()).toBe(auditBefore);
  });

  it('bounds the preview of a 512 KB file to the first items that matter, with whole-file counts', async () => {
    const unread = 'BEGIN:VEVENT\r\nSUMMARY:Tarihsiz\r\nEND:VEVENT\r\n';
    const added = (day: number) =>
      `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:204101${String(day).padStart(2, '0')}\r\nSUMMARY:Gün ${day}\r\nEND:VEVENT\r\n`;
    const head = 'BEGIN:VCALENDAR\r\n';
    const tail = `${added(1)}${added(2)}${added(3)}END:VCALENDAR\r\n`;
    const unreadCount = Math.floor((512 * 1024 - head.length - tail.length) / unread.length);
    const content = head + unread.repeat(unreadCount) + tail;
    expect(content.length).toBeLessThanOrEqual(512 * 1024);
    const response = await post(ctx, admin, '/api/holiday/previewHolidayImport', { content });
    expect(response.statusCode).toBe(200);
    // Unbounded, every unread event was listed: megabytes for this file.
    expect(response.body.length).toBeLessThan(64 * 1024);
    const plan = response.json() as THolidayImportPlan;
    expect(plan).toMatchObject({
      itemCount: unreadCount + 3,
      errorCount: unreadCount,
      addedCount: 3,
    });
    expect(plan.items).toHaveLength(MAX_HOLIDAY_IMPORT_ITEMS);
    // The additions at the end of the file are listed, the items in the file's order.
    expect(plan.items.filter((item) => item.outcome === 'add').map((item) => item.name)).toEqual([
      'Gün 1',
      'Gün 2',
      'Gün 3',
    ]);
    const lines = plan.items.map((item) => item.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(await holidaysOf(2041)).toEqual([]);
  });

  it('refuses a file that is no calendar with a Turkish message, changing nothing', async () => {
    const before = { holidays: await holidaysOf(2028), audit: await auditCount() };
    const cases: [string, string][] = [
      ['Ad;Tarih\r\nYılbaşı;01.01.2029', M.notCalendar],
      ['', M.fileEmpty],
      ['BEGIN:VCALENDAR\r\nEND:VCALENDAR', M.noEvents],
    ];
    for (const [content, message] of cases) {
      for (const call of ['previewHolidayImport', 'importHolidays']) {
        const response = await post(ctx, admin, `/api/holiday/${call}`, { content });
        expect(response.statusCode).toBe(400);
        expect(messagesOf(response)).toBe(message);
      }
    }
    const tooLarge = await post(ctx, admin, '/api/holiday/importHolidays', {
      content: 'x'.repeat(512 * 1024 + 1),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(messagesOf(tooLarge)).toContain(M.fileTooLarge);
    expect({ holidays: await holidaysOf(2028), audit: await auditCount() }).toEqual(before);
  });

  it('lets only administrators preview and import', async () => {
    for (const user of [definitions, agent]) {
      for (const call of ['previewHolidayImport', 'importHolidays']) {
        const response = await post(ctx, user, `/api/holiday/${call}`, { content: FIXTURE });
        expect(response.statusCode).toBe(403);
      }
    }
  });
});
