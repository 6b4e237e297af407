import { ZCreateRuleSetRequest } from '@ccms/contract/rule-sets';
import { describe, expect, it } from 'vitest';
import type { FlowRow, RuleRow } from './list-rows';
import { canSaveNewRuleSet, toCreateRuleSetRequest, upsertRow } from './new-rule-set-values';

const ready = { name: 'İade', flowCount: 1, isRulesEditing: false, isFlowsEditing: false };

describe('canSaveNewRuleSet', () => {
  it('is enabled with a name, a flow and no list in edit state', () => {
    expect(canSaveNewRuleSet(ready)).toBe(true);
  });

  it('needs a name that is not only spaces', () => {
    expect(canSaveNewRuleSet({ ...ready, name: '   ' })).toBe(false);
    expect(canSaveNewRuleSet({ ...ready, name: undefined })).toBe(false);
  });

  it('needs at least one flow', () => {
    expect(canSaveNewRuleSet({ ...ready, flowCount: 0 })).toBe(false);
  });

  it('waits while a rule or a flow is being edited', () => {
    expect(canSaveNewRuleSet({ ...ready, isRulesEditing: true })).toBe(false);
    expect(canSaveNewRuleSet({ ...ready, isFlowsEditing: true })).toBe(false);
  });
});

const ID = '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f';
const ROLE = '44444444-4444-4444-8444-444444444444';
const rule: RuleRow = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Information.Product.IsMandatory',
  displayName: 'Ürün zorunlu',
  value: '1',
  isActive: true,
};
const flow: FlowRow = {
  id: '66666666-6666-4666-8666-666666666666',
  roleId: ROLE,
  roleName: 'Mağaza',
  actionStatus: 1,
};

describe('toCreateRuleSetRequest', () => {
  it('sends the trimmed name, the SLA, the switches, the rules and the flows', () => {
    expect(
      toCreateRuleSetRequest(
        ID,
        { name: ' İade ', sla: 72, isCaseClosed: true, isDeletedFromSLA: false },
        [rule],
        [flow],
      ),
    ).toEqual({
      id: ID,
      name: 'İade',
      sla: 72,
      isCaseClosed: true,
      isDeletedFromSLA: false,
      rules: [rule],
      flows: [{ id: flow.id, roleId: ROLE, actionStatus: 1 }],
    });
  });

  it('is a body the contract accepts', () => {
    const request = toCreateRuleSetRequest(ID, { name: 'İade', sla: 24 }, [rule], [flow]);
    expect(ZCreateRuleSetRequest.safeParse(request).success).toBe(true);
  });

  it('sends sla 0 with unlimited SLA, and 0 for an empty SLA', () => {
    expect(
      toCreateRuleSetRequest(ID, { name: 'a', sla: 24, isDeletedFromSLA: true }, [], [flow]).sla,
    ).toBe(0);
    expect(toCreateRuleSetRequest(ID, { name: 'a', sla: null }, [], [flow]).sla).toBe(0);
  });
});

describe('upsertRow', () => {
  it('replaces a row in place and adds a new one at the end', () => {
    const other = { ...flow, id: '77777777-7777-4777-8777-777777777777', actionStatus: 0 };
    expect(upsertRow([flow, other], { ...flow, actionStatus: 0 })).toEqual([
      { ...flow, actionStatus: 0 },
      other,
    ]);
    expect(upsertRow([flow], other)).toEqual([flow, other]);
  });
});
