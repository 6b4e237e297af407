import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHistories } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { post, randomPhone } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('Call/CreateInboundCallHistory on %s', (backend) => {
  let ctx: TestContext;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    agent = await createUserWithPermissions(ctx.db, ['Cti', 'Customer']);
  });
  afterAll(() => ctx.close());

  const record = (body: Record<string, unknown>) =>
    post(ctx, agent, '/api/call/createinboundcallhistory', body);

  it('writes a call history row for the agent with the number in stored form', async () => {
    const phone = randomPhone();
    const connectionId = randomUUID();
    const response = await record({
      CcmsIdent: 'CCMS-42',
      connectionId,
      phoneNumber: `9${phone}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { isSuccess, data, messages } = response.json();
    expect({ isSuccess, messages }).toEqual({ isSuccess: true, messages: [] });
    const [row] = await ctx.db.select().from(callHistories).where(eq(callHistories.id, data.id));
    expect(row).toMatchObject({
      ccmsIdent: 'CCMS-42',
      connectionId,
      phoneNumber: phone,
      userId: agent.id,
    });
  });

  it('refuses a call without a connection id or phone number', async () => {
    const response = await record({ CcmsIdent: 'CCMS-42', connectionId: ' ', phoneNumber: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().isSuccess).toBe(false);
  });
});
