import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, tickets } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import type { TestUser } from '../../../test/factories.ts';
import { randomPhone } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { refreshAutoFlags } from './service.ts';

const NOW = new Date('2026-03-03T00:00:00Z');

describe.each(TEST_BACKENDS)('the nightly auto-flag on %s', (backend) => {
  const complaintType = `Şikayet ${randomUUID().slice(0, 6)}`;
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let deps: Parameters<typeof refreshAutoFlags>[0];

  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      clock: fixedClock(NOW),
      env: { AUTO_FLAG_COMPLAINT_TYPE: complaintType.toLocaleUpperCase('tr-TR') },
    });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.MultipleCreate']);
    deps = {
      db: ctx.db,
      clock: fixedClock(NOW),
      autoFlag: ctx.config.autoFlag,
      timeZone: 'Europe/Istanbul',
    };
  });
  afterAll(() => ctx.close());

  const customerRow = async (id: string) =>
    (await ctx.db.select().from(customers).where(eq(customers.id, id)))[0]!;
  async function customerWithTickets(count: number, typeName?: string) {
    const [customer] = await ctx.db
      .insert(customers)
      .values({ firstName: 'Ali', lastName: 'Demir', phoneNumber: randomPhone() })
      .returning();
    const of = await world.breakdown(typeName ? { typeName } : {});
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      ids.push(await createTicketOverHttp(ctx, world, agent, of, [], { customerId: customer!.id }));
    }
    return { id: customer!.id, ticketIds: ids };
  }

  it('flags again a customer whose flag was removed while the complaints still count', async () => {
    const repeat = await customerWithTickets(3, complaintType);
    expect(await customerRow(repeat.id)).toMatchObject({
      isFlag: true,
      flagDescription: 'Son 3 ayda 3 şikayet bileti',
    });
    await ctx.db
      .update(customers)
      .set({ isFlag: false, flagDescription: null })
      .where(eq(customers.id, repeat.id));
    const fewer = await customerWithTickets(2, complaintType);
    const arbitration = await customerWithTickets(1);
    await ctx.db
      .update(tickets)
      .set({ isThh: true })
      .where(eq(tickets.id, arbitration.ticketIds[0]!));

    expect(await refreshAutoFlags(deps)).toBeGreaterThanOrEqual(2);

    expect(await customerRow(repeat.id)).toMatchObject({
      isFlag: true,
      flagDescription: 'Son 3 ayda 3 şikayet bileti',
    });
    const [{ ticketNo }] = (await ctx.db
      .select({ ticketNo: tickets.ticketNo })
      .from(tickets)
      .where(eq(tickets.id, arbitration.ticketIds[0]!))) as [{ ticketNo: number }];
    expect(await customerRow(arbitration.id)).toMatchObject({
      isFlag: true,
      flagDescription: `Tüketici hakem heyeti başvurusu: #${ticketNo}`,
    });
    expect(await customerRow(fewer.id)).toMatchObject({ isFlag: false });
  });
});
