// PostgreSQL away and back (issue 26 item 7): on a private cluster the test stops and starts, every
// answer while it is away is the Turkish 503 with Retry-After, and the same server instance answers
// 200 again once it is back, having lost none of the writes it acknowledged.
import { MESSAGES } from '@ccms/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { createUserWithPermissions, type TestUser } from '../test/factories.ts';
import { customerPayload } from '../test/http-support.ts';
import {
  createPrivatePostgres,
  type PrivatePostgres,
  privatePostgresUnavailable,
} from '../test/private-postgres.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

const PORT = Number(process.env.PRIVATE_PG_PORT ?? 5499);
const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`database-outage.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('PostgreSQL stopped and started under requests', () => {
  let cluster: PrivatePostgres;
  let ctx: TestContext;
  let user: TestUser;
  let headers: { authorization: string };

  beforeAll(async () => {
    cluster = createPrivatePostgres(PORT);
    cluster.start();
    ctx = await createTestContext('postgres', { databaseUrl: cluster.url });
    user = await createUserWithPermissions(ctx.db, ['Customer', 'Customer.Crud']);
    headers = await ctx.authHeader(user);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close().catch(() => {});
    cluster?.remove();
  });

  /** Adds a customer; answers the status and the id sent. */
  async function addCustomer() {
    const payload = customerPayload();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers,
      payload,
    });
    return { payload, response };
  }
  const readCustomer = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/customers/id/${id}`, headers });

  it('answers 503 with Retry-After while it is away and 200 again once it is back', async () => {
    const first = await addCustomer();
    expect(first.response.statusCode, first.response.body).toBe(200);
    const acknowledged: string[] = [first.payload.id!];
    const statuses: number[] = [];
    // Requests in flight while the server goes down: each ends in a 200 or a 503, never a 500.
    const inFlight = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        const { payload, response } = await addCustomer();
        statuses.push(response.statusCode);
        if (response.statusCode === 200) acknowledged.push(payload.id!);
      }
    };
    const writers = [inFlight(30), inFlight(30), inFlight(30)];
    // Stopped once the writers are under way (a busy machine starts them slowly).
    while (statuses.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    cluster.stop('fast');
    await Promise.all(writers);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    const [down, write] = await Promise.all([readCustomer(acknowledged[0]!), addCustomer()]);
    for (const response of [down, write.response]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        isSuccess: false,
        messages: [MESSAGES.databaseUnavailable],
      });
    }

    cluster.start();
    // The pool reconnects on the next request: no restart of the server.
    const back = await readCustomer(acknowledged[0]!);
    expect(back.statusCode, back.body).toBe(200);
    const after = await addCustomer();
    expect(after.response.statusCode, after.response.body).toBe(200);
    acknowledged.push(after.payload.id!);

    const stored = new Set(
      (await ctx.db.select({ id: customers.id }).from(customers)).map((row) => row.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 30_000);
});
