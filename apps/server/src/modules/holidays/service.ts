import type { TPaged } from '@ccms/contract/envelope';
import {
  holidayYears,
  HOLIDAY_MESSAGES as M,
  MAX_HOLIDAY_IMPORT_ITEMS,
  type THoliday,
  type THolidayImportPlan,
  type THolidayImportResult,
} from '@ccms/contract/holidays';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import { timeZoneOffsetMinutes } from '../../platform/time.ts';
import type { Written } from '../../platform/written.ts';
import type { BusinessClockSource } from '../sla/index.ts';
import { holidayImportAuditEntries, importFileName } from './audit-entries.ts';
import { readHolidayCalendar } from './ics-calendar.ts';
import { type HolidayImportPlan, planHolidayImport } from './import-plan.ts';
import {
  findAllHolidays,
  findHolidayPage,
  findHolidays,
  holidayList,
  insertHolidayImport,
  insertHolidays,
  lockHolidays,
  updateHolidayKind,
} from './repository.ts';
import { retimeOpenTickets } from './retiming.ts';

export type HolidayDeps = {
  db: SealedDb;
  clock: Clock;
  businessClocks: BusinessClockSource;
  timeZone: string;
};

/** holiday/getHolidays: one page, by date unless asked otherwise. */
export async function listHolidays(
  deps: Pick<HolidayDeps, 'db' | 'timeZone'>,
  formatter: TQueryFormatter,
): Promise<TPaged<THoliday>> {
  const query = compileListQuery(holidayList(deps.timeZone), formatter);
  const { rows, total } = await findHolidayPage(deps.db, query);
  return toPaged(rows, total, query.pageNumber);
}

/** The years of the holidays screen's filter, in which a repeating holiday is imported. */
function importYears({ clock, timeZone }: Pick<HolidayDeps, 'clock' | 'timeZone'>) {
  const now = clock.now();
  const local = new Date(now.getTime() + timeZoneOffsetMinutes(now, timeZone) * 60_000);
  const years = holidayYears(local.getUTCFullYear());
  return {
    first: years[0] ?? local.getUTCFullYear(),
    last: years.at(-1) ?? local.getUTCFullYear(),
  };
}

/** Reads the file and plans it against the holidays of `db`; a file that is no calendar is a 400. */
async function planFile(
  db: SealedDb,
  deps: Pick<HolidayDeps, 'clock' | 'timeZone'>,
  content: string,
): Promise<HolidayImportPlan> {
  const calendar = readHolidayCalendar(content, importYears(deps));
  if (!calendar.ok) throw badRequest(calendar.message);
  return planHolidayImport(calendar.holidays, calendar.problems, await findAllHolidays(db));
}

/** Which items an answer lists first when it cannot list them all: what the import would do. */
const LISTING_ORDER = { add: 0, change: 0, error: 1, skip: 2 } as const;

/**
 * The plan as answered: the items bounded (MAX_HOLIDAY_IMPORT_ITEMS), additions and changes
 * before unread items before skipped ones, shown in the file's order.
 */
function publicPlan({
  inserts: _i,
  updates: _u,
  items,
  ...counts
}: HolidayImportPlan): THolidayImportPlan {
  const shown = [...items]
    .sort((a, b) => LISTING_ORDER[a.outcome] - LISTING_ORDER[b.outcome] || a.line - b.line)
    .slice(0, MAX_HOLIDAY_IMPORT_ITEMS)
    .sort((a, b) => a.line - b.line);
  return { ...counts, items: shown, itemCount: items.length };
}

/** holiday/previewHolidayImport: what importing the file would do; changes nothing. */
export async function previewHolidayImport(
  deps: Pick<HolidayDeps, 'db' | 'clock' | 'timeZone'>,
  content: string,
): Promise<THolidayImportPlan> {
  return publicPlan(await planFile(deps.db, deps, content));
}

/**
 * holiday/importHolidays (docs/domain.md §14.6): adds and changes the file's holidays, audits
 * each, and re-times the open tickets whose clock the change moves, all in one transaction;
 * then the business clock is rebuilt at once, so lists and details count the new holidays on
 * the next request. The plan is made again inside the transaction (the preview may be old).
 */
export async function importHolidays(
  deps: HolidayDeps,
  user: CurrentUser,
  input: { content: string; fileName?: string | undefined },
): Promise<Written<THolidayImportResult>> {
  const result = await inTransaction(deps.db, async (tx) => {
    await lockHolidays(tx);
    const plan = await planFile(tx, deps, input.content);
    if (plan.inserts.length === 0 && plan.updates.length === 0) {
      return { plan, touched: 0, isChanged: false };
    }
    const before = await findHolidays(tx);
    const fileName = importFileName(input.fileName);
    const importId = await insertHolidayImport(tx, fileName);
    const added = await insertHolidays(
      tx,
      plan.inserts.map((row) => ({ ...row, importId })),
    );
    for (const { after } of plan.updates) await updateHolidayKind(tx, after.id, after);
    const written = added[0]?.id ?? plan.updates[0]?.after.id;
    const touched = written ? await retimeOpenTickets(tx, deps, before, written) : 0;
    await recordAudit(
      tx,
      holidayImportAuditEntries(user, {
        added,
        updates: plan.updates,
        touched,
        fileName,
        importId,
      }),
    );
    return { plan, touched, isChanged: true };
  });
  if (result.isChanged) deps.businessClocks.forget();
  const { plan, touched } = result;
  const messages = result.isChanged
    ? [M.imported(plan.addedCount, plan.changedCount)]
    : [M.nothingToImport];
  if (touched > 0) messages.push(M.ticketsRetimed(touched));
  return { data: { ...publicPlan(plan), touchedTicketCount: touched }, messages };
}
