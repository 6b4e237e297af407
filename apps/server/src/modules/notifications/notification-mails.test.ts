import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  categorySetMails,
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  outboxMessages,
  stores,
  ticketCategorySets,
  tickets,
  userRolesInStores,
} from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { get } from '../../test/http-support.ts';
import { createNotificationContext, PUBLIC_URL } from '../../test/notification-world.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../test/ticket-world.ts';

const START = new Date('2026-03-02T07:00:00Z'); // Monday 10:00 in Istanbul
const HOUR = 3_600_000;
const tag = () => randomUUID().slice(0, 8);

describe.each(TEST_BACKENDS)('notification mails on %s', (backend) => {
  let env: Awaited<ReturnType<typeof createNotificationContext>>;
  let world: TicketWorld;
  let agent: TestUser;

  beforeAll(async () => {
    env = await createNotificationContext(backend, START);
    world = await createTicketWorld(env.ctx.db);
    agent = await world.agent(['Ticket.AllTickets']);
  });
  afterAll(() => env.close());

  const db = () => env.ctx.db;
  const ticketNoOf = async (id: string) =>
    (await db().select().from(tickets).where(eq(tickets.id, id)))[0]!.ticketNo;
  /** Waits until every message of the ticket is sent: nothing more will arrive. */
  async function settledMailsOf(ticketId: string) {
    await vi.waitFor(
      async () => {
        const rows = await db()
          .select({ state: outboxMessages.state })
          .from(outboxMessages)
          .where(eq(outboxMessages.ticketId, ticketId));
        expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);
      },
      { timeout: 10_000 },
    );
    const ticketNo = await ticketNoOf(ticketId);
    return env.smtp.received.filter((mail) => mail.subject.includes(`#${ticketNo}`));
  }

  /**
   * A breakdown with a mail group (an active holder of its role, an inactive one, an extra
   * address) and its own addresses, one of them the extra address in other letters.
   */
  async function breakdownWithMailGroup(flags: Partial<typeof ticketCategorySets.$inferInsert>) {
    const of = await world.breakdown({ sla: 1 });
    const [group] = await db()
      .insert(mailGroups)
      .values({ name: `Kalite ${tag()}` })
      .returning();
    const groupRole = await createRole(db(), []);
    const member = await createUserWithPermissions(db(), []);
    const leaver = await createUserWithPermissions(db(), [], { isActive: false });
    await db()
      .insert(userRolesInStores)
      .values([
        { userId: member.id, roleId: groupRole.id, storeId: world.solutionUnit.id },
        { userId: leaver.id, roleId: groupRole.id, storeId: world.solutionUnit.id },
      ]);
    await db().insert(mailGroupRoles).values({ mailGroupId: group!.id, roleId: groupRole.id });
    const extra = `kalite.${tag()}@example.test`;
    await db().insert(mailGroupExtraUsers).values({ mailGroupId: group!.id, emailAddress: extra });
    const own = `kirilim.${tag()}@example.test`;
    await db()
      .insert(categorySetMails)
      .values([
        { ticketCategorySetId: of.set.id, emailAddress: own },
        { ticketCategorySetId: of.set.id, emailAddress: extra.toUpperCase() },
      ]);
    await db()
      .update(ticketCategorySets)
      .set({ mailGroupId: group!.id, ...flags })
      .where(eq(ticketCategorySets.id, of.set.id));
    const expected = [member.emailAddress.toLowerCase(), extra, own].sort();
    return { of, expected };
  }

  it('a red-alarm ticket mails its breakdown group once, on creation, in Turkish with a link', async () => {
    const { of, expected } = await breakdownWithMailGroup({ isRedAlarm: true });
    const ticketId = await createTicketOverHttp(env.ctx, world, agent, of);
    const mails = await settledMailsOf(ticketId);
    const ticketNo = await ticketNoOf(ticketId);

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.envelopeTo.sort()).toEqual(expected);
    const breakdown = `${of.type.name} / ${of.category.name} / ${of.subCategory.name}`;
    expect(mail!.subject).toBe(`Kırmızı alarm: #${ticketNo} ${breakdown}`);
    expect(mail!.from).toBe('bildirim@ccms.test');
    expect(mail!.text).toContain('kırmızı alarm tanımlı bir kırılımda açıldı');
    expect(mail!.text).toContain(`Kırılım: ${breakdown}`);
    expect(mail!.text).toContain(`Mağaza: ${world.store.name}`);
    expect(mail!.text).toContain('Müşteri: Zeynep K.');
    expect(mail!.text).toContain('Kalan SLA: 1 saat kaldı (%100)');
    expect(mail!.text).toContain(`${PUBLIC_URL}/tickets/details/${ticketId}`);
    // No more of the customer than needed: not the surname, not the phone number.
    expect(mail!.text).not.toContain(world.customer.lastName);
    expect(mail!.text).not.toContain(world.customer.phoneNumber);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/tickets/details/${ticketId}"`);
  });

  it("an appreciation ticket thanks the store's managers, leaving out an inactive one", async () => {
    const store = world.store;
    const leaver = await createUserWithPermissions(db(), [], { isActive: false });
    const unitManager = `birim.${tag()}@example.test`;
    const regionManager = `bolge.${tag()}@example.test`;
    await db()
      .update(stores)
      .set({
        unitManagerEmail: unitManager,
        areaManagerEmail: leaver.emailAddress,
        regionManagerEmail: regionManager,
      })
      .where(eq(stores.id, store.id));
    const { of } = await breakdownWithMailGroup({ isAppreciationMail: true });
    const ticketId = await createTicketOverHttp(env.ctx, world, agent, of);
    const mails = await settledMailsOf(ticketId);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo.sort()).toEqual([unitManager, regionManager].sort());
    expect(mails[0]!.subject).toBe(
      `Teşekkür bildirimi: ${store.name} (#${await ticketNoOf(ticketId)})`,
    );
    expect(mails[0]!.text).toContain(`${store.name} mağazası için teşekkürlerini iletti`);
    expect(mails[0]!.text).toContain('Açıklama: Müşteri ürünün kutusunun hasarlı geldiğini');
  });

  it('a ticket of a breakdown without either switch sends no mail on creation', async () => {
    const { of } = await breakdownWithMailGroup({});
    const ticketId = await createTicketOverHttp(env.ctx, world, agent, of);
    expect(await settledMailsOf(ticketId)).toEqual([]);
    expect(
      await db().select().from(outboxMessages).where(eq(outboxMessages.ticketId, ticketId)),
    ).toEqual([]);
  });

  it('an overdue ticket mails its group and the responsible unit once per episode', async () => {
    const unitManager = `sorumlu.${tag()}@example.test`;
    await db()
      .update(stores)
      .set({ unitManagerEmail: unitManager })
      .where(eq(stores.id, world.solutionUnit.id));
    const { of, expected } = await breakdownWithMailGroup({});
    const ticketId = await createTicketOverHttp(env.ctx, world, agent, of);
    const queue = env.ctx.app.background!.queue;

    env.clock.set(new Date(START.getTime() + 2 * HOUR + 5 * 60_000));
    await queue.send('sla-exceeded', {});
    await vi.waitFor(async () => expect(await settledMailsOf(ticketId)).toHaveLength(1), {
      timeout: 20_000,
    });
    await queue.send('sla-exceeded', {});
    await queue.send('sla-exceeded', {});
    // The later runs found nothing new: the mark is set, the key would repeat.
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
        expect(row!.slaExceededNotifiedDeadlineBm).toBe(row!.slaDeadlineBm);
      },
      { timeout: 10_000 },
    );
    const mails = await settledMailsOf(ticketId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo.sort()).toEqual([...expected, unitManager].sort());
    expect(mails[0]!.subject).toBe(`SLA süresi aşıldı: #${await ticketNoOf(ticketId)}`);
    expect(mails[0]!.text).toContain('Kalan SLA: SLA süresi 1 saat 5 dakika aşıldı');
    env.clock.set(START);
  });

  it('the notification sent by hand names its sender and goes to the breakdown', async () => {
    const { of, expected } = await breakdownWithMailGroup({});
    const ticketId = await createTicketOverHttp(env.ctx, world, agent, of);
    const response = await get(
      env.ctx,
      agent,
      `/api/ticket/SendNotificationmail?ticketId=${ticketId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const mails = await vi.waitFor(
      async () => {
        const settled = await settledMailsOf(ticketId);
        expect(settled).toHaveLength(1);
        return settled;
      },
      { timeout: 20_000 },
    );
    expect(mails[0]!.envelopeTo.sort()).toEqual(expected);
    expect(mails[0]!.subject).toBe(`Bilet bildirimi: #${await ticketNoOf(ticketId)}`);
    expect(mails[0]!.text).toContain(`Gönderen: ${agent.name} ${agent.surname}`);
  });
});
