import type { Endpoint } from '@ccms/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed/seed.ts';
import {
  DEMO_ROLE_USERS,
  type DemoRoleUser,
  loadDemoRoleUsers,
  seededPermissionsOf,
} from './test/demo-users.ts';
import {
  filledPath,
  loadAllEndpoints,
  minimalObjectFor,
  minimalValueFor,
} from './test/endpoint-inputs.ts';
import type { TestUser } from './test/factories.ts';
import {
  ANSWERED_WITHOUT_FOREIGN_TICKET,
  type ForeignRequest,
  type ForeignTicket,
  NOT_OWNED_BY_A_STORE,
  prepareForeignTicket,
  REFUSED_WITH_FOREIGN_IDS,
} from './test/foreign-store-calls.ts';
import { customerPayload, postMultipart, postOk } from './test/http-support.ts';
import { type ExpectedAccess, ROUTE_ACCESS } from './test/route-access-table.ts';
import { createTestContext, type TestContext } from './test/test-app.ts';
import { multipartBody, PDF_TEXT } from './test/ticket-world.ts';

/*
 * Every registered route called as every demo role and without a token, compared with the
 * table in test/route-access-table.ts: only 401 and 403 count as refusals; any other answer
 * (400 and 404 included) means the caller passed the access check. Bodies are the smallest the
 * contract accepts, so a caller who passes reaches the service and its own refusals show.
 */

type Outcome = 'allowed' | 'refused' | 'not signed in';
type Caller = DemoRoleUser | 'no token';

const outcomeOf = (status: number): Outcome =>
  status === 401 ? 'not signed in' : status === 403 ? 'refused' : 'allowed';

function expectedOutcome(access: ExpectedAccess, caller: Caller): Outcome {
  if (access === 'public') return 'allowed';
  // A deactivated user's token fails like no token at all (docs/domain.md §1).
  if (caller === 'no token' || caller === 'deactivated') return 'not signed in';
  if (access === 'signedIn') return 'allowed';
  if (typeof access === 'object') return access.only.includes(caller) ? 'allowed' : 'refused';
  return seededPermissionsOf(caller).has(access) ? 'allowed' : 'refused';
}

/** A refusal says why and nothing more: the error envelope, no data. */
function refusalLeaks(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body.length > 0 ? 'a body that is not the error envelope' : undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return 'a body that is not the error envelope';
  const keys = Object.keys(parsed as object).filter(
    (key) => !['isSuccess', 'messages', 'requestId'].includes(key),
  );
  if ((parsed as { isSuccess?: unknown }).isSuccess !== false) return 'no isSuccess: false';
  return keys.length > 0 ? `extra fields ${keys.join(', ')}` : undefined;
}

/** Each method of each registered route (HEAD answers as its GET), as `METHOD /url`. */
function registeredRoutes(ctx: TestContext): string[] {
  const keys = ctx.app.routeAccessTable.flatMap((route) =>
    route.method
      .split(',')
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );
  return [...new Set(keys)].sort();
}

/** Bodies the smallest valid value cannot stand in for (a unique phone number). */
const BODIES: Record<string, () => unknown> = {
  'POST /api/customers/add': () => customerPayload(),
};

type Request = { method: string; url: string; payload?: unknown };

/** The request the sweep sends: the contract's smallest inputs, or an empty body. */
function requestFor(route: string): Request {
  const [method = '', path = ''] = route.split(' ');
  const endpoint = endpoints.get(route);
  if (!endpoint) {
    const url = path.replace(/:[A-Za-z0-9_]+/g, 'x').replace('*', 'yok');
    return { method, url, ...(method === 'POST' && { payload: {} }) };
  }
  const query = endpoint.query
    ? `?${new URLSearchParams(
        Object.entries(minimalObjectFor(endpoint.query)).map(([key, value]): [string, string] => [
          key,
          String(value),
        ]),
      )}`
    : '';
  const body = BODIES[route]?.() ?? (endpoint.body ? minimalValueFor(endpoint.body) : {});
  return {
    method,
    url: `/api/${filledPath(endpoint)}${query}`,
    ...(method === 'POST' && { payload: body }),
  };
}

/** The input fields of a route that name a row by id (`id`, `ticketId`, `Id`…). */
function idFieldsOf(route: string): string[] {
  const endpoint = endpoints.get(route);
  if (!endpoint) return [];
  const body = endpoint.body ? minimalValueFor(endpoint.body) : undefined;
  const fields = [
    ...Object.keys(endpoint.params?.shape ?? {}),
    ...Object.keys(endpoint.query?.shape ?? {}),
    ...(body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []),
  ];
  return fields.filter((field) => /id$/i.test(field));
}

const CALLERS: Caller[] = ['no token', ...(Object.keys(DEMO_ROLE_USERS) as DemoRoleUser[])];

let ctx: TestContext;
let demo: Record<DemoRoleUser, TestUser>;
let headers: Record<DemoRoleUser, { authorization: string }>;
let endpoints: Map<string, Endpoint>;

// One app and the whole demo data set, once for both parts: about 11 s on PGlite.
beforeAll(async () => {
  ctx = await createTestContext('pglite');
  await seedDemoData(ctx.db);
  demo = await loadDemoRoleUsers(ctx.db);
  const entries = await Promise.all(
    Object.entries(demo).map(async ([who, user]) => [who, await ctx.authHeader(user)] as const),
  );
  headers = Object.fromEntries(entries) as typeof headers;
  const all = await loadAllEndpoints(ctx.config.brand);
  endpoints = new Map(
    all.map((endpoint) => [`${endpoint.method} /api/${endpoint.path}`, endpoint]),
  );
}, 180_000);
afterAll(() => ctx?.close());

describe('every route, as every demo role, against the access table (PGlite)', () => {
  it('has a row for every registered route, and none for a route that is gone', () => {
    const routes = registeredRoutes(ctx);
    const withoutRow = routes.filter((route) => !(route in ROUTE_ACCESS));
    expect(
      withoutRow,
      'Add a row for each of these routes to ROUTE_ACCESS in src/test/route-access-table.ts, saying who may call it',
    ).toEqual([]);
    const gone = Object.keys(ROUTE_ACCESS).filter((route) => !routes.includes(route));
    expect(gone, 'These rows of ROUTE_ACCESS name no registered route: remove them').toEqual([]);
    expect(routes.length).toBeGreaterThan(170);
  });

  it('answers every caller of every route as its row says, and a refusal carries no data', async () => {
    const findings: string[] = [];
    const seen: Record<Outcome, number> = { allowed: 0, refused: 0, 'not signed in': 0 };
    for (const route of registeredRoutes(ctx)) {
      const access = ROUTE_ACCESS[route];
      if (!access) continue; // reported by the test above
      // The callers of one route at once: the outcomes do not depend on one another.
      const answers = await Promise.all(
        CALLERS.map((caller) => {
          const { method, url, payload } = requestFor(route);
          return ctx.app.inject({
            method: method as 'GET',
            url,
            headers: caller === 'no token' ? {} : headers[caller],
            ...(payload !== undefined && { payload: payload as object }),
          });
        }),
      );
      for (const [index, caller] of CALLERS.entries()) {
        const answer = answers[index]!;
        if (answer.statusCode === 429 && access !== 'public') {
          // Neither allowed nor refused: the sweep must run under the API's request limit (a
          // public sign-in form's own limit is no refusal of access).
          findings.push(`${route} as ${caller}: 429, raise the request limit for this test`);
          continue;
        }
        const outcome = outcomeOf(answer.statusCode);
        seen[outcome]++;
        const expected = expectedOutcome(access, caller);
        if (outcome !== expected) {
          findings.push(
            `${route} as ${caller}: expected ${expected}, got ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
        }
        const leak = outcome === 'allowed' ? undefined : refusalLeaks(answer.body);
        if (leak) findings.push(`${route} as ${caller}: the refusal has ${leak}`);
      }
    }
    expect(findings).toEqual([]);
    // The sweep met all three outcomes in numbers: the table is not trivially true.
    expect(seen.refused).toBeGreaterThan(800);
    expect(seen['not signed in']).toBeGreaterThan(300);
    expect(seen.allowed).toBeGreaterThan(400);
  }, 120_000);
});

/**
 * The users bound to one store (or, for the area manager, to the stores listing them): all of
 * Kadıköy or Beşiktaş or İstanbul Anadolu, none of them of the other store's ticket.
 */
const STORE_BOUND: DemoRoleUser[] = [
  'storeManager',
  'storeStaff',
  'deputyManager',
  'cashier',
  'areaManager',
];

describe("object access: store users with another store's ids (PGlite)", () => {
  let foreign: ForeignTicket;
  beforeAll(async () => {
    foreign = await prepareForeignTicket(ctx, demo.admin);
  }, 60_000);

  const activitiesOfForeignTicket = async () =>
    (
      await postOk<{ id: string }[]>(ctx, demo.admin, '/api/ticket/GetTicketActivities', {
        id: foreign.ticketId,
      })
    ).map((activity) => activity.id);

  /** Sends the request as the user: JSON, or multipart with one small PDF. */
  async function send(user: TestUser, route: string, request: ForeignRequest) {
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const url = `/api/${request.url}`;
    if (request.withFile) {
      const file = { name: 'baska-magaza.pdf', content: PDF_TEXT, type: 'application/pdf' };
      return postMultipart(ctx, user, url, await multipartBody({}, [file]));
    }
    return ctx.app.inject({
      method,
      url,
      headers: await ctx.authHeader(user),
      ...(method === 'POST' && { payload: request.payload ?? {} }),
    });
  }

  it('classifies every by-id route a store-bound user may call', () => {
    const unclassified = registeredRoutes(ctx)
      .filter((route) => {
        const access = ROUTE_ACCESS[route];
        return access && STORE_BOUND.some((who) => expectedOutcome(access, who) === 'allowed');
      })
      .filter((route) => idFieldsOf(route).length > 0)
      .filter(
        (route) =>
          !(route in REFUSED_WITH_FOREIGN_IDS) &&
          !(route in ANSWERED_WITHOUT_FOREIGN_TICKET) &&
          !NOT_OWNED_BY_A_STORE.has(route),
      );
    expect(
      unclassified,
      'Say in src/test/foreign-store-calls.ts how each of these by-id routes treats another store',
    ).toEqual([]);
  });

  it("the other store's manager and the administrator see the ticket: the ids are real", async () => {
    const asOwner = await send(foreign.otherStoreManager, 'POST /api/ticket/GetTicket', {
      url: 'ticket/GetTicket',
      payload: { id: foreign.ticketId },
    });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    const notes = await send(demo.admin, 'POST /api/ticket/GetTicketNotes', {
      url: 'ticket/GetTicketNotes',
      payload: { id: foreign.ticketId },
    });
    expect(notes.body).toContain(foreign.secrets[2]);
  });

  it("refuses every by-id call on the other store's ticket and shows nothing of it", async () => {
    const activitiesBefore = await activitiesOfForeignTicket();
    const findings: string[] = [];
    for (const who of STORE_BOUND) {
      for (const [route, build] of Object.entries(REFUSED_WITH_FOREIGN_IDS)) {
        const answer = await send(demo[who], route, build(foreign));
        const where = `${route} as ${who}`;
        if (![403, 404].includes(answer.statusCode)) {
          findings.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        }
        const leak = refusalLeaks(answer.body);
        if (leak) findings.push(`${where}: the refusal has ${leak}`);
        const shown = foreign.secrets.filter((secret) => answer.body.includes(secret));
        if (shown.length > 0) findings.push(`${where}: shows ${shown.join(', ')}`);
      }
      for (const [route, build] of Object.entries(ANSWERED_WITHOUT_FOREIGN_TICKET)) {
        const answer = await send(demo[who], route, build(foreign));
        const where = `${route} as ${who}`;
        const expected = expectedOutcome(ROUTE_ACCESS[route] ?? 'public', who);
        if (outcomeOf(answer.statusCode) !== expected || answer.statusCode >= 500) {
          findings.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        }
        const shown = foreign.secrets.filter((secret) => answer.body.includes(secret));
        if (shown.length > 0) findings.push(`${where}: shows ${shown.join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
    // The refused writes changed nothing: still the one note, the one file.
    const notes = await postOk<unknown[]>(ctx, demo.admin, '/api/ticket/GetTicketNotes', {
      id: foreign.ticketId,
    });
    const documents = await postOk<unknown[]>(ctx, demo.admin, '/api/ticket/GetDocumentsOfTicket', {
      id: foreign.ticketId,
    });
    expect([notes.length, documents.length]).toEqual([1, 1]);
    expect(await activitiesOfForeignTicket()).toEqual(activitiesBefore);
  });
});

describe('the access table', () => {
  it('refuses a route to a role without its permission and lets a public route pass', () => {
    expect(expectedOutcome('Admin', 'definitionsExpert')).toBe('refused');
    expect(expectedOutcome('Admin', 'admin')).toBe('allowed');
    expect(expectedOutcome('Ticket.Create', 'storeManager')).toBe('allowed');
    expect(expectedOutcome('Ticket.Create', 'cashier')).toBe('refused');
    expect(expectedOutcome('signedIn', 'deactivated')).toBe('not signed in');
    expect(expectedOutcome('public', 'no token')).toBe('allowed');
    expect(expectedOutcome({ only: ['admin'] }, 'agent')).toBe('refused');
  });

  it('finds data in a refusal', () => {
    expect(refusalLeaks('{"isSuccess":false,"messages":["Yetkiniz yok."]}')).toBeUndefined();
    expect(refusalLeaks('{"isSuccess":false,"messages":[],"data":{"id":1}}')).toBe(
      'extra fields data',
    );
    expect(refusalLeaks('{"id":1}')).toBe('no isSuccess: false');
  });
});
