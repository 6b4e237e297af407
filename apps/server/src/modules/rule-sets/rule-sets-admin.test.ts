import { randomUUID } from 'node:crypto';
import * as ruleSetEndpoints from '@ccms/contract/endpoints/rule-sets';
import type { TPaged } from '@ccms/contract/envelope';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { MESSAGES } from '@ccms/contract/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import {
  RULE_SET_MESSAGES as M,
  type TRuleSetFlow,
  type TRuleSetRule,
  type TRuleSetSaved,
  type TRuleTemplate,
} from '@ccms/contract/rule-sets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleSets } from '../../db/schema/index.ts';
import {
  type AdminWorld,
  createAdminWorld,
  HIERARCHY_ADMINISTRATION,
} from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole } from '../../test/factories.ts';
import { type Envelope, messagesOf, post, postOk, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const api = (path: string) => `/api/rulesets/${path}`;

describe.each(TEST_BACKENDS)('rule set administration on %s', (backend) => {
  let ctx: TestContext;
  let world: AdminWorld<typeof HIERARCHY_ADMINISTRATION>;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createAdminWorld(ctx.db, HIERARCHY_ADMINISTRATION);
  });
  afterAll(() => ctx.close());

  const ok = <T>(path: string, body: unknown) => postOk<T>(ctx, world.admin, api(path), body);
  const refused = async (path: string, body: unknown, status: number, message: string) => {
    const before = await world.counts();
    const response = await post(ctx, world.admin, api(path), body);
    expect(response.statusCode, response.body).toBe(status);
    expect(messagesOf(response)).toContain(message);
    expect(await world.counts()).toEqual(before);
  };

  async function newSet(extra: object = {}) {
    const [reader, writer] = [await createRole(ctx.db, []), await createRole(ctx.db, [])];
    const body = {
      id: randomUUID(),
      name: `Set ${randomToken()}`,
      sla: 24,
      rules: [
        {
          id: randomUUID(),
          name: 'Information.Order.IsMandatory',
          displayName: 'Sipariş zorunlu',
          value: '1',
        },
      ],
      flows: [
        { id: randomUUID(), roleId: writer.id, actionStatus: 1 },
        { id: randomUUID(), roleId: reader.id, actionStatus: 0 },
      ],
      ...extra,
    };
    const saved = await ok<Envelope<TRuleSetSaved>>('CreateRuleSet', body);
    return { body, saved: saved.data, reader, writer, flows: body.flows };
  }

  it('creates a set with its rules and flows in one go, audited, and refuses bad ones', async () => {
    const { body, saved } = await newSet();
    expect(saved).toMatchObject({
      id: body.id,
      name: body.name,
      sla: 24,
      rulesCount: 1,
      flowsCount: 2,
      categorySetsCount: 0,
      touchedTicketCount: 0,
    });
    const [entry] = await world.auditEntriesOf(body.id);
    expect(entry).toMatchObject({
      entityType: 'ruleSet',
      action: 'create',
      entityLabel: body.name,
    });
    const role = await createRole(ctx.db, []);
    const flow = (actionStatus: number, roleId = role.id) => ({
      id: randomUUID(),
      roleId,
      actionStatus,
    });
    const base = { id: randomUUID(), name: `Başka ${randomToken()}`, flows: [flow(1)] };
    // The name, the Turkish way, case-insensitively.
    await refused(
      'CreateRuleSet',
      { ...base, name: body.name.toLocaleUpperCase('tr-TR') },
      409,
      M.duplicateName,
    );
    await refused('CreateRuleSet', { ...base, name: '  ' }, 400, M.nameRequired);
    await refused('CreateRuleSet', { ...base, flows: [] }, 400, M.flowRequired);
    const other = await createRole(ctx.db, []);
    await refused(
      'CreateRuleSet',
      { ...base, flows: [flow(1), flow(1, other.id)] },
      400,
      M.oneWriteFlow,
    );
    await refused(
      'CreateRuleSet',
      { ...base, flows: [flow(1), flow(0)] },
      400,
      M.roleAlreadyInFlows,
    );
    const rule = { name: 'Information.Order.IsMandatory', value: '1' };
    await refused(
      'CreateRuleSet',
      {
        ...base,
        rules: [
          { id: randomUUID(), ...rule },
          { id: randomUUID(), ...rule },
        ],
      },
      400,
      M.ruleAlreadyInSet,
    );
    await refused(
      'CreateRuleSet',
      { ...base, sla: 5, isDeletedFromSLA: true },
      400,
      M.slaWithUnlimited,
    );
    // Unlimited SLA with 0 hours is fine and stays 0.
    const unlimited = await ok<Envelope<TRuleSetSaved>>('CreateRuleSet', {
      ...base,
      sla: 0,
      isDeletedFromSLA: true,
    });
    expect(unlimited.data).toMatchObject({ sla: 0, isDeletedFromSLA: true });
  });

  it('updates the SLA pair with its two refusals; unlimited stores 0', async () => {
    const { saved } = await newSet();
    const body = { id: saved.id, sla: 48, isCaseClosed: true, isDeletedFromSLA: false };
    const updated = await ok<Envelope<TRuleSetSaved>>('UpdateRuleSet', body);
    expect(updated.data).toMatchObject({ sla: 48, isCaseClosed: true, touchedTicketCount: 0 });
    // Nothing re-timed, nothing to say beyond the save.
    expect(updated.messages).toEqual([MESSAGES.saved]);
    await refused('UpdateRuleSet', { ...body, sla: null }, 400, M.slaRequired);
    await refused('UpdateRuleSet', { ...body, isDeletedFromSLA: true }, 400, M.slaWithUnlimited);
    await refused('UpdateRuleSet', { ...body, id: randomUUID() }, 404, M.ruleSetNotFound);
    const unlimited = await ok<Envelope<TRuleSetSaved>>('UpdateRuleSet', {
      ...body,
      sla: 0,
      isDeletedFromSLA: true,
    });
    expect(unlimited.data).toMatchObject({ sla: 0, isDeletedFromSLA: true });
    const entries = (await world.auditEntriesOf(saved.id)).filter((e) => e.action === 'update');
    expect(entries.at(-1)).toMatchObject({
      before: { sla: 48, isDeletedFromSLA: false },
      after: { sla: 0, isDeletedFromSLA: true },
      touchedTicketCount: 0,
    });
  });

  it('adds, changes and removes rules once per set; lists them by display name; templates', async () => {
    const { saved } = await newSet();
    const added = await ok<Envelope<TRuleSetRule>>('CreateRuleSetOfRule', {
      id: randomUUID(),
      ruleSetId: saved.id,
      name: 'Information.Product.IsMandatory',
      displayName: 'Ürün zorunlu',
      value: '1',
    });
    expect(added.data).toMatchObject({ ruleSetId: saved.id, isActive: true });
    await refused(
      'CreateRuleSetOfRule',
      {
        id: randomUUID(),
        ruleSetId: saved.id,
        name: 'Information.Product.IsMandatory',
        value: '1',
      },
      409,
      M.ruleAlreadyInSet,
    );
    await refused(
      'CreateRuleSetOfRule',
      { id: randomUUID(), ruleSetId: randomUUID(), name: 'X', value: '1' },
      404,
      M.ruleSetNotFound,
    );
    const rules = await ok<TRuleSetRule[]>('GetRuleSetOfRules', { id: saved.id });
    expect(rules.map((rule) => rule.displayName)).toEqual(['Sipariş zorunlu', 'Ürün zorunlu']);
    const changed = await ok<Envelope<TRuleSetRule>>('UpdateRuleSetOfRule', {
      id: added.data.id,
      value: '0',
      isActive: false,
    });
    expect(changed.data).toMatchObject({ value: '0', isActive: false });
    await refused(
      'UpdateRuleSetOfRule',
      { id: randomUUID(), value: '1', isActive: true },
      404,
      M.ruleNotFound,
    );
    await ok('DeleteRuleSetOfRule', { id: added.data.id });
    await refused('DeleteRuleSetOfRule', { id: added.data.id }, 404, M.ruleNotFound);
    expect(await ok<TRuleSetRule[]>('GetRuleSetOfRules', { id: saved.id })).toHaveLength(1);
    const actions = (await world.auditEntriesOf(added.data.id)).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'update', 'delete']);

    const tag = randomToken();
    for (const displayName of [`Zeta ${tag}`, `Alfa ${tag}`]) {
      await ok('AddRuleTemplate', {
        id: randomUUID(),
        name: `Information.${displayName}`,
        displayName,
      });
    }
    await refused(
      'AddRuleTemplate',
      { id: randomUUID(), name: `Information.Alfa ${tag}`, displayName: 'x' },
      409,
      M.duplicateTemplate,
    );
    await refused(
      'AddRuleTemplate',
      { id: randomUUID(), name: 'Y', displayName: ' ' },
      400,
      M.templateDisplayNameRequired,
    );
    const page = await ok<TPaged<TRuleTemplate>>('GetRuleTemplates', {
      filters: [
        { propertyName: 'displayName', operator: 'contains', targetValue: tag.toUpperCase() },
      ],
    });
    expect(page.items.map((row) => row.displayName)).toEqual([`Alfa ${tag}`, `Zeta ${tag}`]);
  });

  it('keeps one write flow, a role once, and the write flow of a set in use', async () => {
    const { saved, reader, writer } = await newSet();
    const flows = await ok<TRuleSetFlow[]>('GetFlowsByRuleId', { id: saved.id });
    expect(flows).toHaveLength(2);
    const writeFlow = flows.find((flow) => flow.actionStatus === 1)!;
    const readFlow = flows.find((flow) => flow.actionStatus === 0)!;
    expect(writeFlow).toMatchObject({ ruleId: saved.id, roleId: writer.id, roleName: writer.name });
    const third = await createRole(ctx.db, []);
    await refused(
      'CreateFlow',
      { id: randomUUID(), ruleId: saved.id, roleId: third.id, actionStatus: 1 },
      400,
      M.oneWriteFlow,
    );
    await refused(
      'CreateFlow',
      { id: randomUUID(), ruleId: saved.id, roleId: reader.id, actionStatus: 0 },
      409,
      M.roleAlreadyInFlows,
    );
    await refused('UpdateFlow', { id: readFlow.id, actionStatus: 1 }, 400, M.oneWriteFlow);
    await refused('UpdateFlow', { id: randomUUID(), actionStatus: 1 }, 404, M.flowNotFound);
    const created = await ok<Envelope<TRuleSetFlow & { touchedTicketCount: number }>>(
      'CreateFlow',
      {
        id: randomUUID(),
        ruleId: saved.id,
        roleId: third.id,
        actionStatus: 0,
      },
    );
    expect(created.data).toMatchObject({
      roleName: third.name,
      actionStatus: 0,
      touchedTicketCount: 0,
    });

    // In use by a breakdown: the write flow stays, the set stays.
    const breakdown = await world.breakdown({ ruleSetId: saved.id });
    await refused('UpdateFlow', { id: writeFlow.id, actionStatus: 0 }, 409, M.lastWriteFlowInUse);
    await refused('DeleteRuleSetOfFlow', { id: writeFlow.id }, 409, M.lastWriteFlowInUse);
    await refused('DeleteRuleSet', { id: saved.id }, 409, M.inUseByBreakdowns);
    await ok('DeleteRuleSetOfFlow', { id: created.data.id });
    // Unused again: the write flow may become read, and the set may go.
    await ok('DeleteRuleSetOfCategory', { ruleSetId: saved.id, categorySetId: breakdown.id });
    const turned = await ok<Envelope<TRuleSetFlow>>('UpdateFlow', {
      id: writeFlow.id,
      actionStatus: 0,
    });
    expect(turned.data.actionStatus).toBe(0);
    const actions = (await world.auditEntriesOf(writeFlow.id)).map((entry) => entry.action);
    expect(actions).toEqual(['update']);
    await ok('DeleteRuleSet', { id: saved.id });
    const [row] = await ctx.db.select().from(ruleSets).where(eq(ruleSets.id, saved.id));
    expect(row!.isActive).toBe(false);
    await refused('GetFlowsByRuleId', { id: saved.id }, 404, M.ruleSetNotFound);
    const listed = await ok<TPaged<unknown>>('list', {
      filters: [{ propertyName: 'rulesetname', operator: 'contains', targetValue: saved.name }],
    });
    expect(listed.totalCount).toBe(0);
  });

  it('links breakdowns without a rule set, lists them 5 a page, and unlinks them inactive', async () => {
    const { saved } = await newSet();
    const bare = await createRuleSetlessBreakdown();
    const linked = await ok<Envelope<TCategorySet>>('CreateRuleSetOfCategory', {
      ruleSetId: saved.id,
      categorySetId: bare.id,
    });
    expect(linked.data).toMatchObject({ ruleSetId: saved.id, ruleSetName: saved.name });
    const taken = await world.breakdown();
    await refused(
      'CreateRuleSetOfCategory',
      { ruleSetId: saved.id, categorySetId: taken.id },
      409,
      M.categorySetHasRuleSet,
    );
    const writeless = await ok<Envelope<TRuleSetSaved>>('CreateRuleSet', {
      id: randomUUID(),
      name: `Okuyan ${randomToken()}`,
      flows: [{ id: randomUUID(), roleId: (await createRole(ctx.db, [])).id, actionStatus: 0 }],
    });
    const another = await createRuleSetlessBreakdown();
    await refused(
      'CreateRuleSetOfCategory',
      { ruleSetId: writeless.data.id, categorySetId: another.id },
      400,
      M.noWriteFlowForBreakdown,
    );
    for (let i = 0; i < 5; i++) await world.breakdown({ ruleSetId: saved.id });
    const page = await ok<TPaged<TCategorySet>>('getCategorySetsOfRuleSet', {
      ruleSetId: saved.id,
    });
    expect(page.totalCount).toBe(6);
    expect(page.items).toHaveLength(5);
    const names = page.items.map((row) => row.typeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    const removed = await ok<Envelope<TCategorySet>>('DeleteRuleSetOfCategory', {
      ruleSetId: saved.id,
      categorySetId: bare.id,
    });
    expect(removed.data).toMatchObject({ ruleSetId: null, isActive: false });
    await refused(
      'DeleteRuleSetOfCategory',
      { ruleSetId: saved.id, categorySetId: bare.id },
      404,
      'bulunamadı',
    );
    const audit = (await world.auditEntriesOf(bare.id)).map((entry) => entry.after);
    expect(audit.at(-1)).toMatchObject({ ruleSetId: null, isActive: false });
  });

  async function createRuleSetlessBreakdown() {
    return world.breakdown({ ruleSetId: null });
  }

  it('lists roles by name, one type or the non-store types, for signed-in users', async () => {
    const tag = randomToken();
    await createRole(ctx.db, [], { name: `Rol B ${tag}`, roleType: 4 });
    await createRole(ctx.db, [], { name: `Rol A ${tag}`, roleType: 1 });
    await createRole(ctx.db, [], { name: `Rol C ${tag}`, roleType: 5 });
    await createRole(ctx.db, [], { name: `Rol D ${tag}`, roleType: 4, isActive: false });
    const list = async (filters: object[]) =>
      (
        await postOk<TPaged<TRoleRow>>(ctx, world.agent, '/api/roles/list', {
          filters: [{ propertyName: 'name', operator: 'contains', targetValue: tag }, ...filters],
        })
      ).items.map((row) => row.name.replace(` ${tag}`, ''));
    expect(await list([])).toEqual(['Rol A', 'Rol B', 'Rol C']);
    expect(await list([{ propertyName: 'roleType', operator: 'equal', targetValue: 1 }])).toEqual([
      'Rol A',
    ]);
    expect(
      await list([
        { propertyName: 'roleType', operator: 'notequal', targetValue: 4 },
        { propertyName: 'roleType', operator: 'notequal', targetValue: 5 },
      ]),
    ).toEqual(['Rol A']);
    expect((await post(ctx, null, '/api/roles/list', {})).statusCode).toBe(401);
  });

  it('refuses every rule set call to a user without Definition.WrapUps, writing nothing', async () => {
    const { saved } = await newSet();
    const calls = Object.values(ruleSetEndpoints);
    expect(calls).toHaveLength(16);
    for (const endpoint of calls) {
      const before = await world.counts();
      const response = await post(ctx, world.agent, `/api/${endpoint.path}`, { id: saved.id });
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(await world.counts()).toEqual(before);
    }
    const access = (path: string) =>
      ctx.app.routeAccessTable.find((route) => route.url === `/api/${path}`)?.access;
    for (const endpoint of calls) {
      expect(access(endpoint.path), endpoint.path).toEqual({ permission: 'Definition.WrapUps' });
    }
  });
});
