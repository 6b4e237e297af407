import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import { HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { TCategorySetUpdateRequest } from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import { RULE_SET_MESSAGES } from '@ccms/contract/rule-sets';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleSets, ticketTypes } from '../../db/schema/index.ts';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { type Envelope, messagesOf, post, postOk } from '../../test/http-support.ts';

type Saved = Envelope<TCategorySet>;

const ADD = '/api/tickethierarchy/addticketcategoryset';
const UPDATE = '/api/tickethierarchy/UpdateTicketCategorySet';

describe.each(TEST_BACKENDS)('breakdown administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);

  /** A create body for new levels (or the given ones) with the open rule set. */
  async function createBody(overrides: Record<string, unknown> = {}) {
    const id = randomUUID();
    return {
      id,
      typeId: (await world.type()).id,
      categoryId: (await world.category()).id,
      subCategoryId: (await world.subCategory()).id,
      ruleSets: [{ ruleSetId: world.openRuleSet.id, categorySetId: id }],
      isActive: true,
      script: 'Müşteriyi dinleyin.',
      ...overrides,
    };
  }

  /** The whole row as the table sends it back. */
  const rowOf = (set: TCategorySet): TCategorySetUpdateRequest => ({
    id: set.id,
    callType: set.callType as 1 | 2,
    isActive: set.isActive,
    isManagerSee: set.isManagerSee,
    canGoEcommerceBackOffice: set.canGoEcommerceBackOffice,
    isAllergy: set.isAllergy,
    isCrossOrder: set.isCrossOrder,
    isIvr: set.isIvr,
    isOnlineShop: set.isOnlineShop,
    isSms: set.isSms,
    is48HoursSms: set.is48HoursSms,
    canStoreView: set.canStoreView,
    isAppreciationMail: set.isAppreciationMail,
    isRedAlarm: set.isRedAlarm,
    script: set.script,
    mailGroupId: set.mailGroupId,
  });
  const added = async () =>
    (await postOk<Saved>(world.ctx, world.admin, ADD, await createBody())).data;

  it('adds a breakdown with call type 1, active and every other switch off, audited', async () => {
    const body = await createBody();
    const saved = await postOk<Saved>(world.ctx, world.admin, ADD, body);
    expect(saved.messages).toEqual([M.breakdownCreated]);
    expect(saved.data).toMatchObject({
      id: body.id,
      typeId: body.typeId,
      ruleSetId: world.openRuleSet.id,
      ruleSetName: world.openRuleSet.name,
      callType: 1,
      isActive: true,
      isManagerSee: false,
      isSms: false,
      isRedAlarm: false,
      script: 'Müşteriyi dinleyin.',
      mailGroupId: null,
    });
    const [entry] = await world.auditEntriesOf(body.id);
    expect(entry).toMatchObject({
      entityType: 'categorySet',
      action: 'create',
      entityLabel: `${saved.data.typeName} - ${saved.data.categoryName} - ${saved.data.subCategoryName}`,
      before: null,
      after: { id: body.id, callType: 1, isActive: true, ruleSetId: world.openRuleSet.id },
    });
  });

  it('refuses the same triple twice and writes nothing', async () => {
    const first = await createBody();
    await postOk(world.ctx, world.admin, ADD, first);
    const before = await world.counts();
    const again = await post(world.ctx, world.admin, ADD, { ...first, id: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toBe(M.duplicateBreakdown);
    expect(await world.counts()).toEqual(before);
    // Two at once: the unique index stops the one that gets past the check.
    const racing = await createBody();
    const answers = await Promise.all(
      [randomUUID(), randomUUID()].map((id) =>
        post(world.ctx, world.admin, ADD, { ...racing, id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(messagesOf(answers.find((answer) => answer.statusCode === 409)!)).toBe(
      M.duplicateBreakdown,
    );
    // A deleted breakdown does not hold its triple.
    const deleted = await world.breakdown({ isDeleted: true });
    await postOk(world.ctx, world.admin, ADD, await createBody({ ...deleted, id: randomUUID() }));
  });

  it('refuses unknown or deleted levels, a missing rule set and inactive levels', async () => {
    const before = await world.counts();
    const unknown = await post(
      world.ctx,
      world.admin,
      ADD,
      await createBody({ typeId: randomUUID() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toBe(M.unknownLevel);
    const deletedType = await world.type();
    await world.ctx.db
      .update(ticketTypes)
      .set({ isDeleted: true })
      .where(eq(ticketTypes.id, deletedType.id));
    const deleted = await post(
      world.ctx,
      world.admin,
      ADD,
      await createBody({ typeId: deletedType.id }),
    );
    expect(messagesOf(deleted)).toBe(M.unknownLevel);
    for (const ruleSetId of [randomUUID(), world.inactiveRuleSet.id]) {
      const body = await createBody();
      const noRuleSet = await post(world.ctx, world.admin, ADD, {
        ...body,
        ruleSets: [{ ruleSetId, categorySetId: body.id }],
      });
      expect(noRuleSet.statusCode).toBe(404);
      expect(messagesOf(noRuleSet)).toBe(HIERARCHY_MESSAGES.ruleSetNotFound);
    }
    const offCategory = await world.category({ isActive: false });
    const inactive = await post(
      world.ctx,
      world.admin,
      ADD,
      await createBody({ categoryId: offCategory.id }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(messagesOf(inactive)).toBe(M.inactiveLevel);
    expect(await world.counts()).toEqual(before);
    // Created inactive, it may wait for its category.
    await postOk(
      world.ctx,
      world.admin,
      ADD,
      await createBody({ categoryId: offCategory.id, isActive: false }),
    );
  });

  it('refuses a rule set without a write flow, which could own no ticket', async () => {
    const [readOnly] = await world.ctx.db
      .insert(ruleSets)
      .values({ name: `Yalnız okuma ${randomUUID()}`, sla: 24, isActive: true })
      .returning();
    const body = await createBody();
    const before = await world.counts();
    const refused = await post(world.ctx, world.admin, ADD, {
      ...body,
      ruleSets: [{ ruleSetId: readOnly!.id, categorySetId: body.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(RULE_SET_MESSAGES.noWriteFlowForBreakdown);
    expect(await world.counts()).toEqual(before);
  });

  it('names the missing choices of a new breakdown in Turkish', async () => {
    const response = await post(world.ctx, world.admin, ADD, { id: randomUUID(), ruleSets: [] });
    expect(response.statusCode).toBe(400);
    const text = messagesOf(response);
    for (const message of [
      M.typeRequired,
      M.categoryRequired,
      M.subCategoryRequired,
      M.ruleSetRequired,
    ]) {
      expect(text).toContain(message);
    }
  });

  it('saves the whole row and audits the change', async () => {
    const set = await added();
    const saved = await postOk<Saved>(world.ctx, world.admin, UPDATE, {
      ...rowOf(set),
      callType: 2,
      isManagerSee: true,
      isSms: true,
      isAppreciationMail: true,
      script: 'Yeni script',
      mailGroupId: world.mailGroup.id,
    });
    expect(saved.messages).toEqual([MESSAGES.saved]);
    expect(saved.data).toMatchObject({
      callType: 2,
      isManagerSee: true,
      isSms: true,
      isAppreciationMail: true,
      script: 'Yeni script',
      mailGroupId: world.mailGroup.id,
    });
    const entries = await world.auditEntriesOf(set.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { callType: 1, isSms: false, mailGroupId: null },
      after: { callType: 2, isSms: true, mailGroupId: world.mailGroup.id },
    });
    // Clearing the script stores none.
    const cleared = await postOk<Saved>(world.ctx, world.admin, UPDATE, {
      ...rowOf(saved.data),
      script: '  ',
    });
    expect(cleared.data.script).toBeNull();
  });

  it('applies the dependent switch rules', async () => {
    const set = await added();
    const both = await post(world.ctx, world.admin, UPDATE, {
      ...rowOf(set),
      isRedAlarm: true,
      isAppreciationMail: true,
    });
    expect(both.statusCode).toBe(400);
    expect(messagesOf(both)).toBe(M.redAlarmWithAppreciation);
    const closing = await world.breakdown({ ruleSetId: world.closedRuleSet.id });
    const closingRow = (await postOk<TCategorySet>(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/getticketcategoryset',
      { id: closing.id },
    ))!;
    const sms = await post(world.ctx, world.admin, UPDATE, { ...rowOf(closingRow), isSms: true });
    expect(sms.statusCode).toBe(400);
    expect(messagesOf(sms)).toBe(M.smsWithClosedRuleSet);
    const badGroup = await post(world.ctx, world.admin, UPDATE, {
      ...rowOf(set),
      mailGroupId: randomUUID(),
    });
    expect(messagesOf(badGroup)).toBe(M.mailGroupNotFound);
    const offGroup = await post(world.ctx, world.admin, UPDATE, {
      ...rowOf(set),
      mailGroupId: world.inactiveMailGroup.id,
    });
    expect(messagesOf(offGroup)).toBe(M.mailGroupNotFound);
    const callType = await post(world.ctx, world.admin, UPDATE, { ...rowOf(set), callType: 3 });
    expect(messagesOf(callType)).toBe(`callType: ${M.callTypeInvalid}`);
    expect((await world.auditEntriesOf(set.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('activates a breakdown only when its three levels are active', async () => {
    const type = await world.type({ isActive: false });
    const set = await world.breakdown({ typeId: type.id, isActive: false });
    const row = await postOk<TCategorySet>(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/getticketcategoryset',
      {
        id: set.id,
      },
    );
    const refused = await post(world.ctx, world.admin, UPDATE, { ...rowOf(row), isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(M.inactiveLevel);
    // Other changes of the inactive breakdown are fine.
    await postOk(world.ctx, world.admin, UPDATE, { ...rowOf(row), isManagerSee: true });
  });

  it('keeps the Ticket.EditCategorySets columns for holders of that right', async () => {
    const set = await added();
    // The editor may change the columns before the store manager authority, and send the rest unchanged.
    const mine = await postOk<Saved>(world.ctx, world.editor, UPDATE, {
      ...rowOf(set),
      isActive: false,
      isManagerSee: true,
      callType: 2,
    });
    expect(mine.data).toMatchObject({ isActive: false, isManagerSee: true, callType: 2 });
    const guarded = [
      { isSms: true },
      { isAllergy: true },
      { canStoreView: true },
      { isRedAlarm: true },
      { isIvr: true },
      { script: 'Editörün scripti' },
      { mailGroupId: world.mailGroup.id },
    ];
    for (const change of guarded) {
      const refused = await post(world.ctx, world.editor, UPDATE, {
        ...rowOf(mine.data),
        ...change,
      });
      expect(refused.statusCode, Object.keys(change)[0]).toBe(403);
      expect(messagesOf(refused)).toBe(M.editCategorySetsNeeded);
    }
    // The breakdown's own mail addresses sit behind the same right.
    const mail = { id: randomUUID(), ticketCategorySetId: set.id, emailAddress: 'a@demo.local' };
    const refusedMail = await post(
      world.ctx,
      world.editor,
      '/api/tickethierarchy/CreateOrUpdateCategorySetMail',
      mail,
    );
    expect(refusedMail.statusCode).toBe(403);
    expect((await world.setRow(set.id)).isSms).toBe(false);
  });

  it('answers 404 for an unknown or deleted breakdown', async () => {
    const deleted = await world.breakdown({ isDeleted: true });
    for (const id of [randomUUID(), deleted.id]) {
      const set = await added();
      const response = await post(world.ctx, world.admin, UPDATE, { ...rowOf(set), id });
      expect(response.statusCode).toBe(404);
      expect(messagesOf(response)).toBe(HIERARCHY_MESSAGES.categorySetNotFound);
    }
  });

  it('lists the manager-visible breakdowns and filters by several rule sets', async () => {
    const type = await world.type();
    const visible = await world.breakdown({ typeId: type.id, isManagerSee: true });
    const closing = await world.breakdown({ typeId: type.id, ruleSetId: world.closedRuleSet.id });
    await world.breakdown({ typeId: type.id, ruleSetId: world.inactiveRuleSet.id });
    const byType = { propertyName: 'typeId', operator: 'equal', targetValue: type.id };
    const manager = await postOk<TPaged<TCategorySet>>(
      world.ctx,
      world.agent,
      '/api/tickethierarchy/getticketcategorysetsformanager',
      { filters: [byType] },
    );
    expect(manager.items.map((row) => row.id)).toEqual([visible.id]);
    const ruleSetFilter = (id: string) => ({
      propertyName: 'ruleSetId',
      operator: 'equal',
      targetValue: id,
    });
    const two = await postOk<TPaged<TCategorySet>>(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/getticketcategorysets',
      {
        filters: [
          byType,
          ruleSetFilter(world.openRuleSet.id),
          ruleSetFilter(world.closedRuleSet.id),
        ],
      },
    );
    expect(two.items.map((row) => row.id).sort()).toEqual([visible.id, closing.id].sort());
    expect(two.totalCount).toBe(2);
    // The spec names the filter card's rule sets `ruleSetIds`: the same filter.
    const bySpecName = await postOk<TPaged<TCategorySet>>(
      world.ctx,
      world.admin,
      '/api/tickethierarchy/getticketcategorysets',
      {
        filters: [
          byType,
          { ...ruleSetFilter(world.openRuleSet.id), propertyName: 'ruleSetIds' },
          { ...ruleSetFilter(world.closedRuleSet.id), propertyName: 'ruleSetIds' },
        ],
      },
    );
    expect(bySpecName.items.map((row) => row.id).sort()).toEqual([visible.id, closing.id].sort());
  });
});
