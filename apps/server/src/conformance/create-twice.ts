import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@ccms/contract/idempotency';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import {
  adminAuditLog,
  callHistories,
  callWrapUps,
  campaigns,
  categorySetMails,
  customers,
  customerVoices,
  deliveryTypes,
  loyaltyCards,
  mailGroups,
  roles,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  ruleTemplates,
  sources,
  ticketActivities,
  ticketCategories,
  ticketCategorySets,
  ticketDocuments,
  ticketNotes,
  ticketSubCategories,
  tickets,
  ticketTypes,
  userRolesInStores,
  users,
} from '../db/schema/index.ts';
import type { Database } from '../platform/db.ts';

/*
 * Every create call sent twice at once with one idempotency key (docs/domain.md §21): both
 * answers alike, one row more in the call's table. The table of each call is kept here, so a
 * create call added without a row fails the conformance test.
 */

/** The table a create call adds rows to; `files` when it adds one per file sent. */
type CreatedRows = { table: PgTable; perFile?: true };

export const CREATED_ROWS: Record<string, CreatedRows> = {
  'customers/add': { table: customers },
  'customers/watsonscards/add': { table: loyaltyCards },
  'ticket/createTicket': { table: tickets },
  'documents/upload': { table: ticketDocuments, perFile: true },
  'ticket/CreateTicketBlobs/:ticketId': { table: ticketDocuments, perFile: true },
  'ticket/createActivity': { table: ticketActivities },
  'ticket/createTicketNote': { table: ticketNotes },
  'Call/CreateInboundCallHistory': { table: callHistories },
  'campaign/CreateCampaign': { table: campaigns },
  'sources/CreateSource': { table: sources },
  'CallWrapUps/Create': { table: callWrapUps },
  'customersvoices/CreateCustomersVoice': { table: customerVoices },
  'deliveryTypes/Create': { table: deliveryTypes },
  'users/CreateUser': { table: users },
  'users/:userId/rolesinstores': { table: userRolesInStores },
  'roles/createrole': { table: roles },
  'tickethierarchy/addtickettype': { table: ticketTypes },
  'tickethierarchy/addticketcategory': { table: ticketCategories },
  'tickethierarchy/addticketsubcategory': { table: ticketSubCategories },
  'tickethierarchy/addticketcategoryset': { table: ticketCategorySets },
  'tickethierarchy/CreateOrUpdateCategorySetMail': { table: categorySetMails },
  'rulesets/CreateRuleSet': { table: ruleSets },
  'rulesets/CreateRuleSetOfRule': { table: ruleSetRules },
  'rulesets/AddRuleTemplate': { table: ruleTemplates },
  'rulesets/CreateFlow': { table: ruleSetFlows },
  // Gives a rule set to a breakdown that has none: the write is the breakdown's audit entry.
  'rulesets/CreateRuleSetOfCategory': { table: adminAuditLog },
  'mailgroups/createOrUpdateMailGroup': { table: mailGroups },
  createOrUpdateMailGroup: { table: mailGroups },
};

/** Whether a POST endpoint's path names a create (add, create, upload; a role given in a unit). */
export function isCreatePath(path: string): boolean {
  return (
    /(^|\/)(add|create|upload)[^/]*(\/|$)/i.test(path) ||
    /^users\/:[^/]+\/rolesinstores$/.test(path)
  );
}

/** The create call (its contract path) a request path is a call of, if any. */
export function createCallOf(paths: Iterable<string>, url: string): string | undefined {
  const plain = url.split('?')[0]!;
  for (const path of paths) {
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
    if (pattern.test(plain)) return path;
  }
  return undefined;
}

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

type Reply = { statusCode: number; body: string; json(): unknown };

/**
 * Sends one request twice at once with the same key (`send` gets the headers to add) and
 * answers the first reply, after checking both answered 200 and alike and the call's table
 * grew by one row (one per file).
 */
export async function createTwiceAtOnce<R extends Reply>(
  db: Database,
  label: string,
  rows: CreatedRows,
  files: number,
  send: (headers: Record<string, string>) => Promise<R>,
): Promise<R> {
  const before = await rowCount(db, rows.table);
  const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
  const [first, second] = await Promise.all([send(headers), send(headers)]);
  const after = await rowCount(db, rows.table);
  expect(first.statusCode, `${label}: ${first.body}`).toBe(200);
  expect(second.statusCode, `${label} (the repeat): ${second.body}`).toBe(200);
  expect(second.json(), `${label}: the repeat's answer`).toEqual(first.json());
  expect(after - before, `${label}: rows added`).toBe(rows.perFile ? files : 1);
  return first;
}
