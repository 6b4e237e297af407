import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@ccms/contract/endpoint';
import * as adminEndpoints from '@ccms/contract/endpoints/reference-admin';
import { describe, expect, it } from 'vitest';
import {
  callWrapUps,
  campaigns,
  customerVoices,
  deliveryTypes,
  sources,
} from '../../db/schema/index.ts';
import { REFERENCE_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { callEndpoint, randomToken } from '../../test/http-support.ts';

const ADMIN_CALLS = Object.values(adminEndpoints as Record<string, Endpoint>);

describe.each(TEST_BACKENDS)('who may administer reference data on %s', (backend) => {
  const world = setUpAdminWorld(backend, REFERENCE_ADMINISTRATION);

  /** A body each call would accept from an administrator: a new name, or a real row. */
  async function bodyFor(endpoint: Endpoint): Promise<unknown> {
    const name = `Ajan ${randomToken()}`;
    const { db } = world.ctx;
    const existing = async (table: typeof customerVoices | typeof campaigns) => {
      const [row] = await db
        .insert(table)
        .values({ name: `Var ${randomToken()}` })
        .returning();
      return { id: row!.id, name };
    };
    const bodies: Record<string, () => Promise<unknown>> = {
      [adminEndpoints.getCampaignsPageEndpoint.path]: async () => ({}),
      [adminEndpoints.createCampaignEndpoint.path]: async () => ({ name }),
      [adminEndpoints.updateCampaignEndpoint.path]: () => existing(campaigns),
      [adminEndpoints.getAllSourcesEndpoint.path]: async () => ({}),
      [adminEndpoints.createSourceEndpoint.path]: async () => ({ name }),
      [adminEndpoints.updateSourceEndpoint.path]: async () => {
        const [row] = await db
          .insert(sources)
          .values({ name: `Var ${randomToken()}` })
          .returning();
        return { id: row!.id, name, isActive: false };
      },
      [adminEndpoints.createCallWrapUpEndpoint.path]: async () => ({ name, isClosed: true }),
      [adminEndpoints.updateCallWrapUpEndpoint.path]: async () => {
        const [row] = await db
          .insert(callWrapUps)
          .values({ name: `Var ${randomToken()}` })
          .returning();
        return { id: row!.id, name, isProcess: true, isSlaPaused: true };
      },
      [adminEndpoints.createCustomerVoiceEndpoint.path]: async () => ({ name }),
      [adminEndpoints.updateCustomerVoiceEndpoint.path]: () => existing(customerVoices),
      [adminEndpoints.createDeliveryTypeEndpoint.path]: async () => ({ id: randomUUID(), name }),
      [adminEndpoints.updateDeliveryTypeEndpoint.path]: () => existing(deliveryTypes),
    };
    return bodies[endpoint.path]?.();
  }

  it('refuses an agent every reference administration call and writes nothing', async () => {
    expect(ADMIN_CALLS).toHaveLength(15);
    for (const endpoint of ADMIN_CALLS) {
      const body = await bodyFor(endpoint);
      const before = await world.counts();
      const refused = await callEndpoint(world.ctx, world.agent, endpoint, body);
      expect(refused.statusCode, endpoint.path).toBe(403);
      expect(refused.json().messages, endpoint.path).toEqual([
        'Bu işlem için yetkiniz bulunmuyor.',
      ]);
      expect((await callEndpoint(world.ctx, null, endpoint, body)).statusCode, endpoint.path).toBe(
        401,
      );
      expect(await world.counts(), endpoint.path).toEqual(before);
      // The same request is fine for an administrator: the refusal was the right's alone.
      const allowed = await callEndpoint(world.ctx, world.admin, endpoint, body);
      expect(allowed.statusCode, `${endpoint.path} ${allowed.body}`).toBe(200);
    }
  });

  it('declares Definition.WrapUps on every reference administration call', () => {
    for (const endpoint of ADMIN_CALLS) {
      const route = world.ctx.app.routeAccessTable.find(
        (entry) => entry.method === endpoint.method && entry.url === `/api/${endpoint.path}`,
      );
      expect(route?.access, endpoint.path).toEqual({ permission: 'Definition.WrapUps' });
    }
  });
});
