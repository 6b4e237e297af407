import type { THierarchyOption, TSubCategoryOption } from '@ccms/contract/hierarchy';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { excelCells, getOk, post, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../test/ticket-world.ts';

/*
 * Nothing on the server keeps the hierarchy's names or states between requests: the options,
 * the ticket lists and the Excel file read them from the tables, so a change shows at once.
 */
describe.each(TEST_BACKENDS)('a hierarchy change shows at once on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.ExcelList']);
    admin = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
  });
  afterAll(() => ctx.close());

  const ask = <T>(url: string) => getOk<T>(ctx, agent, url);

  const allTicketsExcelCells = () => excelCells(ctx, agent, '/api/ticket/GetAllTicketsExcel', {});

  it('renaming a category and deactivating a type reach the options, the lists and Excel', async () => {
    const breakdown = await world.breakdown();
    await createTicketOverHttp(ctx, world, agent, breakdown);
    // Read everything once, as a screen would, before the change.
    const typeUrl = '/api/tickethierarchy/getalltickettypes';
    const categoryUrl = `/api/tickethierarchy/ticketcategoriesoftype?typeId=${breakdown.type.id}`;
    expect(await ask<THierarchyOption[]>(categoryUrl)).toContainEqual({
      id: breakdown.category.id,
      name: breakdown.category.name,
    });
    expect(await allTicketsExcelCells()).toContain(breakdown.category.name);

    const newName = `Yeniden Adlandırılmış ${randomToken()}`;
    const renamed = await post(ctx, admin, '/api/tickethierarchy/updateticketcategory', {
      id: breakdown.category.id,
      name: newName,
      isActive: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ask<THierarchyOption[]>(categoryUrl)).toContainEqual({
      id: breakdown.category.id,
      name: newName,
    });
    const list = await post(ctx, agent, '/api/ticket/getalltickets', {
      filters: [
        { propertyName: 'categoryId', operator: 'equal', targetValue: breakdown.category.id },
      ],
    });
    const rows = (list.json() as { items: TTicketListRow[] }).items;
    expect(rows.map((row) => row.ticketCategorySetCategoryName)).toEqual([newName]);
    const cells = await allTicketsExcelCells();
    expect(cells).toContain(newName);
    expect(cells).not.toContain(breakdown.category.name);

    expect((await ask<THierarchyOption[]>(typeUrl)).map((type) => type.id)).toContain(
      breakdown.type.id,
    );
    const deactivated = await post(ctx, admin, '/api/tickethierarchy/updatetickettype', {
      id: breakdown.type.id,
      name: breakdown.type.name,
      isActive: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await ask<THierarchyOption[]>(typeUrl)).map((type) => type.id)).not.toContain(
      breakdown.type.id,
    );
    expect(await ask<THierarchyOption[]>(categoryUrl)).toEqual([]);
    expect(
      await ask<TSubCategoryOption[]>(
        `/api/tickethierarchy/TicketSubCategoriesOfCategories?typeId=${breakdown.type.id}&categoryId=${breakdown.category.id}`,
      ),
    ).toEqual([]);
  });
});
