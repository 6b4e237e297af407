// `npm run bench:list-statements`: what building the lists' SQL costs the server per request,
// without a database: the list service runs against a pool that answers at once (a few fixed
// rows for the viewer's look-ups, nothing else), so the time left is the product's own work per
// request (compiling the query, drizzle building and rendering the statements, the driver's
// call), and the rendering alone is timed inside drizzle's `sqlToQuery`. The CPU time is the
// figure to compare on a loaded machine (the wall time includes waiting for a core).
import { performance } from 'node:perf_hooks';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import {
  type ListScope,
  listTickets,
} from '../../apps/server/src/modules/tickets/lists/service.ts';
import type { CurrentUser } from '../../apps/server/src/platform/access.ts';
import type { Database } from '../../apps/server/src/platform/db.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const step = (line: string) => console.log(`[list-statements] ${line}`);

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Answers the viewer's two look-ups with a few rows and every other statement with none. */
const pool = {
  query: async (config: { text: string }) => {
    const text = typeof config === 'string' ? config : config.text;
    let rows: unknown[][] = [];
    if (text.includes('"rule_set_flows"')) {
      rows = [
        [id(11), id(21)],
        [id(12), id(22)],
        [id(12), id(23)],
      ];
    } else if (text.includes('"area_manager_email"')) rows = [[id(3)]];
    return { rows, fields: [], rowCount: rows.length, command: 'SELECT' };
  },
} as unknown as pg.Pool;
const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
const deps = {
  db,
  clock: { now: () => new Date('2026-11-26T10:00:00Z') },
  businessClocks: { get: async () => ({ minuteAt: () => 1_234_567 }) },
  timeZone: 'Europe/Istanbul',
} as unknown as Parameters<typeof listTickets>[0];

const user = (roles: [roleType: number, n: number][], permissions: string[]): CurrentUser => ({
  id: id(1),
  name: 'Bench',
  surname: 'User',
  userName: 'bench',
  emailAddress: 'bench@demo.local',
  userType: 0,
  ccmsIdent: null,
  positionIdent: null,
  permissions: new Set(permissions) as CurrentUser['permissions'],
  rolesInStores: roles.map(([roleType, n]) => ({
    id: id(100 + n),
    roleId: id(10 + n),
    roleName: 'rol',
    roleType,
    storeId: id(n),
    storeName: 'birim',
    storeType: 0,
  })),
});
const operator = user([[5, 1]], []);
const storeManager = user(
  [
    [1, 1],
    [4, 2],
  ],
  [],
);
const allTickets = user([[4, 2]], ['Ticket.AllTickets']);
const page = { pageNumber: 1, maxItemCountPerPage: 20 };

const CASES: { name: string; user: CurrentUser; scope: ListScope; formatter: TQueryFormatter }[] = [
  {
    name: "operator's 'assigned to me'",
    user: operator,
    scope: { kind: 'mine', assignFilter: 1 },
    formatter: { paging: page },
  },
  {
    name: "store manager's 'viewed' (5 visibility arms)",
    user: storeManager,
    scope: { kind: 'mine', assignFilter: 0 },
    formatter: { paging: page },
  },
  {
    name: 'all tickets, phone filter, newest first',
    user: allTickets,
    scope: { kind: 'all' },
    formatter: {
      paging: page,
      filters: [{ propertyName: 'customerPhoneNumber', operator: 'contains', targetValue: '0532' }],
      sortings: [{ propertyName: 'ticketNo', direction: 1 }],
    },
  },
  {
    name: 'all tickets, status and created-date range',
    user: allTickets,
    scope: { kind: 'all' },
    formatter: {
      paging: page,
      filters: [
        { propertyName: 'status', operator: 'notequal', targetValue: 3 },
        { propertyName: 'storeFullName', operator: 'contains', targetValue: 'kadıköy' },
        {
          propertyName: 'createdDate',
          operator: 'greatherThanOrEqual',
          targetValue: '2026.09.01 00:00',
        },
        {
          propertyName: 'createdDate',
          operator: 'lessThanOrEqual',
          targetValue: '2026.11.26 23:59',
        },
      ],
      sortings: [{ propertyName: 'createdDate', direction: 1 }],
    },
  },
];

// Times drizzle's rendering of SQL to text (every statement goes through it).
let renderMs = 0;
let renders = 0;
const render = PgDialect.prototype.sqlToQuery;
PgDialect.prototype.sqlToQuery = function (this: PgDialect, ...args) {
  const started = performance.now();
  try {
    return render.apply(this, args);
  } finally {
    renderMs += performance.now() - started;
    renders += 1;
  }
};

const lines = [
  '| request | CPU µs per request | wall µs per request | of it rendering SQL µs | renders per request |',
  '|---|---|---|---|---|',
];
for (const item of CASES) {
  const run = () => listTickets(deps, item.user, item.scope, item.formatter);
  for (let i = 0; i < ITERATIONS / 4; i += 1) await run();
  renderMs = 0;
  renders = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i += 1) await run();
  const used = process.cpuUsage(cpu);
  const perRequest = ((performance.now() - started) * 1000) / ITERATIONS;
  const line = `| ${item.name} | ${((used.user + used.system) / ITERATIONS).toFixed(0)} | ${perRequest.toFixed(0)} | ${((renderMs * 1000) / ITERATIONS).toFixed(0)} | ${(renders / ITERATIONS).toFixed(1)} |`;
  step(line);
  lines.push(line);
}
console.log(
  [
    `${ITERATIONS} requests each after ${ITERATIONS / 4} to warm up, Node ${process.version}:`,
    '',
    ...lines,
  ].join('\n'),
);
