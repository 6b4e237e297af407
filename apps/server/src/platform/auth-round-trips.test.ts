import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema/index.ts';
import { TEST_BACKENDS, TEST_POSTGRES_URL } from '../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

type Query = string | { text: string };

const SESSION = '/api/session/GetCurrentLoginInformation';

/**
 * Authentication in at most one round trip (docs/domain.md §1 User cache): while the instance
 * hears the change notices, a signed-in request where nothing changed issues no statement (the
 * token's signature, the user, permissions and roles in stores are remembered); a notice makes
 * the next request load the user again, in one statement; without the listener every request
 * reads the versions, as before.
 */
describe.each(TEST_BACKENDS)('authentication round trips on %s', (backend) => {
  let ctx: TestContext;
  let agent: TestUser;
  let authorization: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    agent = await createUserWithPermissions(ctx.db, ['Customer']);
    authorization = await ctx.authHeader(agent);
  });
  afterAll(() => ctx.close());

  /** The statements the app sends to its database while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
    // PGlite's client or the PostgreSQL pool: drizzle sends every statement through `query`.
    const client = (ctx.db as unknown as { $client: { query: (query: Query) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await run();
      return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : query.text));
    } finally {
      spy.mockRestore();
    }
  }

  const session = async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: SESSION,
      headers: authorization,
      payload: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  const untilHearing = (isHearing: boolean) =>
    vi.waitFor(() => expect(ctx.app.hearsChangeNotices()).toBe(isHearing), {
      timeout: 10_000,
      interval: 10,
    });

  it('answers ten session calls where nothing changed without a statement', async () => {
    await untilHearing(true);
    await session();
    const statements = await statementsDuring(async () => {
      for (let index = 0; index < 10; index += 1) await session();
    });
    expect(statements).toEqual([]);
    // The header still names every version.
    expect((await session()).headers['x-data-versions']).toMatch(/access=\d+/);
  });

  it('loads the user again, in one statement, once a notice raised the access version', async () => {
    await session();
    const access = ctx.app.dataVersions.latest('access');
    const statements = await statementsDuring(async () => {
      // What a notice of another instance's write does.
      ctx.app.dataVersions.observe({ access: access + 1 });
      await session();
      await session();
    });
    expect(statements).toHaveLength(1);
  });

  it('refuses a user deactivated by a direct write on the very next request', async () => {
    const person = await createUserWithPermissions(ctx.db, ['Customer']);
    const header = await ctx.authHeader(person);
    const call = () =>
      ctx.app.inject({ method: 'POST', url: SESSION, headers: header, payload: {} });
    expect((await call()).statusCode).toBe(200);
    // Written through the app's own pool: heard at commit, before this write returns.
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    expect((await call()).statusCode).toBe(401);
  });

  it.runIf(backend === 'postgres')(
    'reads the versions on every request while the listening connection is lost',
    async () => {
      await session();
      const [database] = await ctx.db
        .select({ name: sql<string>`current_database()` })
        .from(sql`(select 1) as one`);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${database!.name}`;
      const killer = new pg.Client({ connectionString: url.toString() });
      await killer.connect();
      try {
        await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen %'`,
        );
      } finally {
        await killer.end();
      }
      await untilHearing(false);
      const statements = await statementsDuring(async () => {
        await session();
        await session();
      });
      // The version read of each request and the user again (every cache was dropped).
      expect(statements.filter((text) => text.includes('access_version'))).toHaveLength(2);
      await untilHearing(true);
      await session();
      expect(await statementsDuring(session)).toEqual([]);
    },
  );
});
