import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import { HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { MESSAGES } from '@ccms/contract/messages';
import { RULE_SET_MESSAGES, type TRuleSetRow } from '@ccms/contract/rule-sets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleSetFlows, ruleSetRules, ruleSets } from '../../db/schema/index.ts';
import {
  type AdminWorld,
  createAdminWorld,
  HIERARCHY_ADMINISTRATION,
} from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole } from '../../test/factories.ts';
import { messagesOf, post, postOk, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const LIST = '/api/rulesets/list';
const OVERRIDE = '/api/rulesets/OverrideRuleSetOfCategory';

describe.each(TEST_BACKENDS)('rule set list and a breakdown rule set on %s', (backend) => {
  let ctx: TestContext;
  let world: AdminWorld<typeof HIERARCHY_ADMINISTRATION>;
  let data: Awaited<ReturnType<typeof seed>>;

  /** Three rule sets of one tag: one with rules, flows and breakdowns, two bare. */
  async function seed() {
    const tag = randomToken();
    const [full, quick, slow] = await ctx.db
      .insert(ruleSets)
      .values([
        { name: `Kargo ${tag}`, sla: 48 },
        { name: `Alerji ${tag}`, sla: 4, isCaseClosed: true },
        { name: `Mağaza ${tag}`, sla: 72 },
      ])
      .returning();
    await ctx.db.insert(ruleSetRules).values([
      {
        ruleSetId: full!.id,
        name: 'Information.Order.IsMandatory',
        displayName: 'Sipariş zorunlu',
        value: '1',
      },
      {
        ruleSetId: full!.id,
        name: 'Information.Product.IsOptional',
        displayName: 'Ürün opsiyonel',
        value: '1',
      },
      {
        ruleSetId: full!.id,
        name: 'Information.Device.IsMandatory',
        displayName: 'Cihaz zorunlu',
        value: '1',
        isActive: false,
      },
      {
        ruleSetId: slow!.id,
        name: 'Information.Device.IsMandatory',
        displayName: 'Cihaz zorunlu',
        value: '1',
        isActive: false,
      },
    ]);
    const [reader, writer] = [await createRole(ctx.db, []), await createRole(ctx.db, [])];
    await ctx.db.insert(ruleSetFlows).values([
      { ruleSetId: full!.id, roleId: reader.id, actionStatus: 0 },
      { ruleSetId: full!.id, roleId: writer.id, actionStatus: 1 },
      { ruleSetId: quick!.id, roleId: writer.id, actionStatus: 1 },
    ]);
    const sets = [
      await world.breakdown({ ruleSetId: full!.id }),
      await world.breakdown({ ruleSetId: full!.id, isActive: false }),
    ];
    await world.breakdown({ ruleSetId: full!.id, isDeleted: true });
    return { tag, full: full!, quick: quick!, slow: slow!, reader, writer, sets };
  }

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createAdminWorld(ctx.db, HIERARCHY_ADMINISTRATION);
    data = await seed();
  });
  afterAll(() => ctx.close());

  const list = (filters: object[], extra: object = {}) =>
    postOk<TPaged<TRuleSetRow>>(ctx, world.admin, LIST, {
      filters: [
        { propertyName: 'rulesetname', operator: 'contains', targetValue: data.tag },
        ...filters,
      ],
      ...extra,
    });
  const names = (page: TPaged<TRuleSetRow>) =>
    page.items.map((row) => row.name.replace(` ${data.tag}`, ''));

  it('lists rule sets by name with their active rules, flows and live breakdowns counted', async () => {
    const page = await list([]);
    expect(names(page)).toEqual(['Alerji', 'Kargo', 'Mağaza']);
    expect(page.totalCount).toBe(3);
    expect(page.items.find((row) => row.id === data.full.id)).toEqual({
      id: data.full.id,
      name: `Kargo ${data.tag}`,
      sla: 48,
      isCaseClosed: false,
      isDeletedFromSLA: false,
      rulesCount: 2,
      flowsCount: 2,
      categorySetsCount: 2,
    });
    expect(page.items.find((row) => row.id === data.slow.id)).toMatchObject({
      rulesCount: 0,
      flowsCount: 0,
      categorySetsCount: 0,
    });
    const bySla = await list([], { sortings: [{ propertyName: 'sla', direction: 1 }] });
    expect(names(bySla)).toEqual(['Mağaza', 'Kargo', 'Alerji']);
    // Deactivated rule sets are not offered.
    const old = await postOk<TPaged<TRuleSetRow>>(ctx, world.admin, LIST, {
      filters: [
        {
          propertyName: 'rulesetname',
          operator: 'contains',
          targetValue: world.inactiveRuleSet.name,
        },
      ],
    });
    expect(old.totalCount).toBe(0);
  });

  it('filters by an active rule, a flow role and a breakdown', async () => {
    expect(
      names(
        await list([{ propertyName: 'ruleName', operator: 'contains', targetValue: 'SİPARİŞ' }]),
      ),
    ).toEqual(['Kargo']);
    // Rule names match too; the Turkish folding makes 'I' a dotless 'ı', as typed.
    expect(
      names(
        await list([
          { propertyName: 'ruleName', operator: 'contains', targetValue: 'Product.IsOpt' },
        ]),
      ),
    ).toEqual(['Kargo']);
    // Only inactive rules match 'Cihaz': nobody.
    expect(
      (await list([{ propertyName: 'ruleName', operator: 'contains', targetValue: 'cihaz' }]))
        .totalCount,
    ).toBe(0);
    const flow = (roleId: string) => ({
      propertyName: 'flowId',
      operator: 'equal',
      targetValue: roleId,
    });
    expect(names(await list([flow(data.writer.id)])).sort()).toEqual(['Alerji', 'Kargo']);
    expect(names(await list([flow(data.reader.id)]))).toEqual(['Kargo']);
    const ofSet = (id: string) => ({
      propertyName: 'categorySetId',
      operator: 'equal',
      targetValue: id,
    });
    expect(names(await list([ofSet(data.sets[1]!.id)]))).toEqual(['Kargo']);
    expect((await list([ofSet(randomUUID())])).totalCount).toBe(0);
    const bad = await post(ctx, world.admin, LIST, { filters: [flow('rol')] });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a breakdown another rule set, audited', async () => {
    const set = await world.breakdown({ isSms: true });
    const saved = await postOk<{ data: TCategorySet; messages: string[] }>(
      ctx,
      world.admin,
      OVERRIDE,
      {
        ruleSetId: data.full.id,
        categorySetId: set.id,
      },
    );
    expect(saved.messages).toEqual([MESSAGES.saved]);
    expect(saved.data).toMatchObject({
      ruleSetId: data.full.id,
      ruleSetName: data.full.name,
      isSms: true,
    });
    const [entry] = (await world.auditEntriesOf(set.id)).filter((e) => e.action === 'update');
    expect(entry).toMatchObject({
      entityType: 'categorySet',
      before: { ruleSetId: world.openRuleSet.id },
      after: { ruleSetId: data.full.id },
    });
    // A set without a write flow could not own the breakdown's tickets.
    const refused = await post(ctx, world.admin, OVERRIDE, {
      ruleSetId: data.slow.id,
      categorySetId: set.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(RULE_SET_MESSAGES.noWriteFlowForBreakdown);
  });

  it('switches SMS off when the new rule set closes cases', async () => {
    const set = await world.breakdown({ isSms: true });
    const saved = await postOk<{ data: TCategorySet; messages: string[] }>(
      ctx,
      world.admin,
      OVERRIDE,
      {
        ruleSetId: data.quick.id,
        categorySetId: set.id,
      },
    );
    expect(saved.data).toMatchObject({
      ruleSetId: data.quick.id,
      ruleSetIsClosed: true,
      isSms: false,
    });
    expect(saved.messages).toEqual([MESSAGES.saved, M.smsTurnedOff]);
    expect((await world.setRow(set.id)).isSms).toBe(false);
    const [entry] = (await world.auditEntriesOf(set.id)).filter((e) => e.action === 'update');
    expect(entry).toMatchObject({
      before: { isSms: true },
      after: { isSms: false, ruleSetId: data.quick.id },
    });
  });

  it('answers 404 for an unknown rule set or breakdown', async () => {
    const set = await world.breakdown();
    const before = await world.counts();
    for (const ruleSetId of [randomUUID(), world.inactiveRuleSet.id]) {
      const response = await post(ctx, world.admin, OVERRIDE, { ruleSetId, categorySetId: set.id });
      expect(response.statusCode).toBe(404);
      expect(messagesOf(response)).toBe(HIERARCHY_MESSAGES.ruleSetNotFound);
    }
    const noSet = await post(ctx, world.admin, OVERRIDE, {
      ruleSetId: data.full.id,
      categorySetId: randomUUID(),
    });
    expect(noSet.statusCode).toBe(404);
    expect(messagesOf(noSet)).toBe(HIERARCHY_MESSAGES.categorySetNotFound);
    const missing = await post(ctx, world.admin, OVERRIDE, { categorySetId: set.id });
    expect(messagesOf(missing)).toBe(`ruleSetId: ${M.ruleSetRequired}`);
    expect(await world.counts()).toEqual(before);
  });
});
