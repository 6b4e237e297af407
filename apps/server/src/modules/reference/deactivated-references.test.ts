import type { TPaged } from '@ccms/contract/envelope';
import type {
  TCampaignLookupRow,
  TClosedCallWrapUp,
  TNamedLookup,
  TSourceRow,
} from '@ccms/contract/reference';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { excelCells, getOk, postOk, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createDetailReferences, createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../test/ticket-world.ts';

/*
 * docs/domain.md §14.3 At once everywhere: a deactivated source, campaign, delivery type, wrap-up
 * or customer voice leaves the ticket forms' choices on the next request (nothing caches them on
 * the server), and the tickets that use it keep showing it in the detail, the lists and Excel.
 */
describe.each(TEST_BACKENDS)('deactivated reference rows on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.ExcelList', 'Ticket.CallWrapUps']);
    admin = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
  });
  afterAll(() => ctx.close());

  const read = <T>(url: string) => getOk<T>(ctx, agent, url);

  const allTicketsExcelCells = () => excelCells(ctx, agent, '/api/ticket/GetAllTicketsExcel', {});

  /** What the 'Yeni Bilet' dialog offers now, as ids. */
  async function formChoices() {
    const sources = await postOk<TSourceRow[]>(ctx, agent, '/api/sources/getsources', {});
    const sourcePage = await postOk<TPaged<TSourceRow>>(ctx, agent, '/api/sources/GetSourcesPage', {
      paging: { pageNumber: 1, maxItemCountPerPage: 100 },
    });
    const campaigns = await postOk<TPaged<TCampaignLookupRow>>(
      ctx,
      agent,
      '/api/campaign/GetCampaigns',
      { paging: { pageNumber: 1, maxItemCountPerPage: 100 } },
    );
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    return {
      sources: [...ids(sources), ...ids(sourcePage.items)],
      campaigns: ids(campaigns.items),
      deliveryTypes: ids(await read<TNamedLookup[]>('/api/deliveryTypes/GetDeliveryTypes')),
      wrapUps: ids(await read<TClosedCallWrapUp[]>('/api/CallWrapUps/GetCallWrapUpsForClosed')),
      voices: ids(await read<TNamedLookup[]>('/api/customersvoices/GetCustomersVoices')),
    };
  }

  it('leave the form choices at once and stay on the tickets that use them', async () => {
    const { deliveryType } = await createDetailReferences(ctx.db);
    const breakdown = await world.breakdown({
      isCaseClosed: true,
      mandatory: ['DeliveryType', 'Campaign'],
    });
    const ticketId = await createTicketOverHttp(ctx, world, agent, breakdown, [], {
      deliveryTypeId: deliveryType.id,
      campaign: { campaignId: world.plainCampaign.id, contract: null },
      callWrapUpId: world.voiceWrapUp.id,
      customerVoiceId: world.voice.id,
    });
    const used = {
      sources: world.generalSource,
      campaigns: world.plainCampaign,
      deliveryTypes: deliveryType,
      wrapUps: world.voiceWrapUp,
      voices: world.voice,
    };
    const offered = await formChoices();
    for (const [kind, row] of Object.entries(used)) {
      expect(offered[kind as keyof typeof offered], kind).toContain(row.id);
    }

    const deactivations: [string, Record<string, unknown>][] = [
      ['/api/sources/UpdateSource', used.sources],
      ['/api/campaign/UpdateCampaign', used.campaigns],
      ['/api/deliveryTypes/Update', used.deliveryTypes],
      ['/api/CallWrapUps/Update', used.wrapUps],
      ['/api/customersvoices/UpdateCustomersVoice', used.voices],
    ];
    for (const [url, row] of deactivations) {
      await postOk(ctx, admin, url, { id: row.id, name: row.name, isActive: false });
    }
    const left = await formChoices();
    for (const [kind, row] of Object.entries(used)) {
      expect(left[kind as keyof typeof left], kind).not.toContain(row.id);
    }

    const detail = await postOk<TTicketDetail>(ctx, agent, '/api/ticket/GetTicket', {
      id: ticketId,
    });
    expect(detail).toMatchObject({
      sourceName: used.sources.name,
      campaignName: used.campaigns.name,
      deliveryTypeName: used.deliveryTypes.name,
      callWrapUpId: used.wrapUps.id,
      callWrapUpName: used.wrapUps.name,
      customerVoiceId: used.voices.id,
      customerVoiceName: used.voices.name,
    });

    // The list finds it by the inactive wrap-up's name and shows the other names.
    const list = await postOk<TPaged<TTicketListRow>>(ctx, agent, '/api/ticket/getalltickets', {
      filters: [
        { propertyName: 'callWrapUpName', operator: 'contains', targetValue: used.wrapUps.name },
      ],
    });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: ticketId,
      sourceName: used.sources.name,
      campaignName: used.campaigns.name,
      deliveryTypeName: used.deliveryTypes.name,
    });
    const cells = await allTicketsExcelCells();
    expect(cells).toContain(used.sources.name);
    expect(cells).toContain(used.campaigns.name);
    expect(cells).toContain(used.deliveryTypes.name);
  });

  it('shows a renamed source under its new name on the tickets that use it', async () => {
    const { data: source } = await postOk<{ data: TSourceRow }>(
      ctx,
      admin,
      '/api/sources/CreateSource',
      { name: `Sohbet ${randomToken()}` },
    );
    const breakdown = await world.breakdown();
    const ticketId = await createTicketOverHttp(ctx, world, agent, breakdown, [], {
      sourceId: source.id,
    });
    const renamed = `${source.name} Hattı`;
    await postOk(ctx, admin, '/api/sources/UpdateSource', { id: source.id, name: renamed });
    const detail = await postOk<TTicketDetail>(ctx, agent, '/api/ticket/GetTicket', {
      id: ticketId,
    });
    expect(detail.sourceName).toBe(renamed);
  });
});
