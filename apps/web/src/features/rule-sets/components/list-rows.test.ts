import { describe, expect, it } from 'vitest';
import {
  duplicateRuleMessage,
  type FlowRow,
  flowActionMessage,
  flowWrite,
  isFlowActionLocked,
  newFlowRow,
  type RuleRow,
  ruleFromTemplate,
  takenRoleIds,
  takenRuleNames,
  toFlowRow,
  toRuleRow,
} from './list-rows';

const ROLE_A = '11111111-1111-4111-8111-111111111111';
const ROLE_B = '22222222-2222-4222-8222-222222222222';

const flow = (id: string, roleId: string | null, actionStatus: number | null): FlowRow => ({
  id,
  roleId,
  roleName: roleId ? `Rol ${id}` : '',
  actionStatus,
});
const rule = (id: string, name: string): RuleRow => ({
  id,
  name,
  displayName: name,
  value: '1',
  isActive: true,
});

describe('flow rows', () => {
  it('a new flow is forced to read once a write flow exists, otherwise left to choose', () => {
    expect(newFlowRow('n', [flow('a', ROLE_A, 1)]).actionStatus).toBe(0);
    expect(newFlowRow('n', [flow('a', ROLE_A, 0)]).actionStatus).toBeNull();
    expect(newFlowRow('n', []).actionStatus).toBeNull();
  });

  it('locks the selector of a read flow while another flow is write, never of the write flow', () => {
    const rows = [flow('w', ROLE_A, 1), flow('r', ROLE_B, 0)];
    expect(isFlowActionLocked(rows, rows[1] as FlowRow)).toBe(true);
    expect(isFlowActionLocked(rows, rows[0] as FlowRow)).toBe(false);
    expect(isFlowActionLocked(rows, newFlowRow('n', rows))).toBe(true);
    // Without a write flow every flow may become write.
    expect(isFlowActionLocked([flow('r', ROLE_B, 0)], flow('r', ROLE_B, 0))).toBe(false);
  });

  it('refuses a second write flow, and lets the write flow itself be saved', () => {
    const rows = [flow('w', ROLE_A, 1), flow('r', ROLE_B, 0)];
    expect(flowActionMessage(rows, flow('r', ROLE_B, 1))).toBe(
      'Bir kural setinde yalnızca bir yazma akışı olabilir.',
    );
    expect(flowActionMessage(rows, flow('w', ROLE_A, 1))).toBeNull();
    expect(flowActionMessage(rows, flow('n', null, 0))).toBeNull();
  });

  it("leaves the other flows' roles out of the picker, but not the row's own", () => {
    const rows = [flow('a', ROLE_A, 1), flow('b', ROLE_B, 0), flow('n', null, null)];
    expect(takenRoleIds(rows, 'n')).toEqual(new Set([ROLE_A, ROLE_B]));
    expect(takenRoleIds(rows, 'a')).toEqual(new Set([ROLE_B]));
  });

  it('writes only a complete flow', () => {
    expect(flowWrite(flow('a', ROLE_A, 1))).toEqual({ id: 'a', roleId: ROLE_A, actionStatus: 1 });
    expect(() => flowWrite(flow('a', null, 1))).toThrow('Bir rol seçmelisiniz.');
    expect(() => flowWrite(flow('a', ROLE_A, null))).toThrow('Okuma ya da yazma seçmelisiniz.');
    expect(() => flowWrite(flow('a', ROLE_A, 2))).toThrow();
  });

  it('drops the rule set id and the touched count of the server rows', () => {
    expect(
      toFlowRow({
        id: 'a',
        ruleId: 'set',
        roleId: ROLE_A,
        roleName: 'Mağaza',
        actionStatus: 1,
        touchedTicketCount: 3,
      } as Parameters<typeof toFlowRow>[0]),
    ).toEqual({ id: 'a', roleId: ROLE_A, roleName: 'Mağaza', actionStatus: 1 });
  });
});

describe('rule rows', () => {
  it("leaves the other rows' rule names out and refuses a repeat", () => {
    const rows = [
      rule('a', 'Information.Product.IsMandatory'),
      rule('b', 'Information.Order.IsMandatory'),
    ];
    expect(takenRuleNames(rows, 'n')).toEqual(
      new Set(['Information.Product.IsMandatory', 'Information.Order.IsMandatory']),
    );
    expect(duplicateRuleMessage(rows, rule('n', 'Information.Order.IsMandatory'))).toBe(
      'Bu kural kural setinde zaten var.',
    );
    expect(duplicateRuleMessage(rows, rule('a', 'Information.Product.IsMandatory'))).toBeNull();
  });

  it('a picked template names the rule and brings its value; clearing empties them', () => {
    expect(
      ruleFromTemplate({
        id: 't',
        name: 'Information.SolutionUnitId.Value',
        displayName: 'Çözüm birimi',
        value: '42',
      }),
    ).toEqual({
      name: 'Information.SolutionUnitId.Value',
      displayName: 'Çözüm birimi',
      value: '42',
    });
    expect(ruleFromTemplate(null)).toEqual({ name: '', displayName: '', value: '' });
  });

  it('drops the rule set id of the server rows', () => {
    expect(
      toRuleRow({
        id: 'a',
        ruleSetId: 'set',
        name: 'n',
        displayName: 'd',
        value: '1',
        isActive: false,
      }),
    ).toEqual({ id: 'a', name: 'n', displayName: 'd', value: '1', isActive: false });
  });
});
