import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@ccms/contract/endpoint';
import * as auditEndpoints from '@ccms/contract/endpoints/audit-log';
import * as adminEndpoints from '@ccms/contract/endpoints/hierarchy-admin';
import { describe, expect, it } from 'vitest';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { callEndpoint, randomToken } from '../../test/http-support.ts';

/** Every call of the administration contract; the manager list feeds the ticket form. */
const ADMIN_CALLS = Object.values(adminEndpoints as Record<string, Endpoint>).filter(
  (endpoint) => endpoint !== adminEndpoints.listCategorySetsForManagerEndpoint,
);

describe.each(TEST_BACKENDS)('who may administer the hierarchy on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  /** A body each call would accept from an administrator. */
  async function bodyFor(endpoint: Endpoint) {
    const set = await world.breakdown();
    const bodies: Record<string, unknown> = {
      [adminEndpoints.addTicketTypeEndpoint.path]: {
        id: randomUUID(),
        name: `Ajan ${randomToken()}`,
      },
      [adminEndpoints.updateTicketTypeEndpoint.path]: {
        ...(await world.type()),
        name: `Ajan ${randomToken()}`,
      },
      [adminEndpoints.addTicketCategoryEndpoint.path]: {
        id: randomUUID(),
        name: `Ajan ${randomToken()}`,
      },
      [adminEndpoints.updateTicketCategoryEndpoint.path]: {
        ...(await world.category()),
        isActive: false,
      },
      [adminEndpoints.addTicketSubCategoryEndpoint.path]: {
        id: randomUUID(),
        name: `Ajan ${randomToken()}`,
      },
      [adminEndpoints.updateTicketSubCategoryEndpoint.path]: {
        ...(await world.subCategory()),
        name: `Ajan ${randomToken()}`,
      },
      [adminEndpoints.addCategorySetEndpoint.path]: {
        id: randomUUID(),
        typeId: (await world.type()).id,
        categoryId: (await world.category()).id,
        subCategoryId: (await world.subCategory()).id,
        ruleSets: [{ ruleSetId: world.openRuleSet.id, categorySetId: randomUUID() }],
      },
      [adminEndpoints.updateCategorySetEndpoint.path]: {
        ...set,
        callType: 2,
        createdAt: undefined,
        typeId: undefined,
        categoryId: undefined,
        subCategoryId: undefined,
        ruleSetId: undefined,
        isDeleted: undefined,
      },
      [adminEndpoints.findCategorySetsEndpoint.path]: { term: 'Tip' },
      [adminEndpoints.getCategorySetMailsEndpoint.path]: { id: set.id },
      [adminEndpoints.saveCategorySetMailEndpoint.path]: {
        id: randomUUID(),
        ticketCategorySetId: set.id,
        emailAddress: 'ajan@demo.local',
      },
      [adminEndpoints.deleteCategorySetMailEndpoint.path]: { id: randomUUID() },
      [adminEndpoints.checkDuplicateCategorySetMailEndpoint.path]: {
        ticketCategorySetId: set.id,
        emailAddress: 'ajan@demo.local',
      },
      [adminEndpoints.listRuleSetsEndpoint.path]: {},
      [adminEndpoints.overrideRuleSetOfCategoryEndpoint.path]: {
        ruleSetId: world.closedRuleSet.id,
        categorySetId: set.id,
      },
    };
    return bodies[endpoint.path];
  }

  it('refuses an agent every administration call and writes nothing', async () => {
    expect(ADMIN_CALLS).toHaveLength(16);
    for (const endpoint of ADMIN_CALLS) {
      const body = await bodyFor(endpoint);
      const before = await world.counts();
      const refused = await callEndpoint(world.ctx, world.agent, endpoint, body);
      expect(refused.statusCode, endpoint.path).toBe(403);
      expect((await callEndpoint(world.ctx, null, endpoint, body)).statusCode, endpoint.path).toBe(
        401,
      );
      expect(await world.counts(), endpoint.path).toEqual(before);
      // The same body is good enough for an administrator: the refusal was the right's alone.
      const allowed = await callEndpoint(world.ctx, world.admin, endpoint, body);
      expect([200, 404], `${endpoint.path} ${allowed.body}`).toContain(allowed.statusCode);
    }
  });

  it('declares Definition.WrapUps on the administration, Ticket.EditCategorySets on the breakdown mails and Admin on the audit log', () => {
    const accessOf = (endpoint: Endpoint) =>
      world.ctx.app.routeAccessTable.find(
        (route) => route.method === endpoint.method && route.url === `/api/${endpoint.path}`,
      )?.access;
    for (const endpoint of ADMIN_CALLS) {
      const permission = endpoint.path.includes('CategorySetMail')
        ? 'Ticket.EditCategorySets'
        : 'Definition.WrapUps';
      expect(accessOf(endpoint), endpoint.path).toEqual({ permission });
    }
    expect(accessOf(adminEndpoints.listCategorySetsForManagerEndpoint)).toEqual({
      permission: 'Ticket.Create',
    });
    expect(accessOf(auditEndpoints.listAuditLogEndpoint)).toEqual({ permission: 'Admin' });
  });
});
