import { describe, expect, it } from 'vitest';
import { readRuleFlags } from './hierarchy.ts';

describe('readRuleFlags', () => {
  it('collects mandatory and optional fields whose value is 1', () => {
    const flags = readRuleFlags([
      { name: 'Information.Product.IsMandatory', value: '1' },
      { name: 'Information.Campaign.IsOptional', value: '1' },
      { name: 'Information.Campaign.IsMandatory', value: '1' },
      { name: 'Information.Order.IsMandatory', value: '0' },
      { name: 'Information.CargoCompany.IsOptional', value: ' 1 ' },
      { name: 'Information.OrderCancelling.IsMandatory', value: '1' },
    ]);
    expect([...flags.mandatory].sort()).toEqual(['Campaign', 'OrderCancelling', 'Product']);
    expect([...flags.optional].sort()).toEqual(['Campaign', 'CargoCompany']);
    expect(flags.solutionUnitId).toBeNull();
  });

  it('ignores unknown fields and rule names', () => {
    const flags = readRuleFlags([
      { name: 'Information.Weather.IsMandatory', value: '1' },
      { name: 'Something.Else', value: '1' },
      { name: 'information.product.ismandatory', value: '1' },
    ]);
    expect(flags.mandatory.size).toBe(0);
    expect(flags.optional.size).toBe(0);
  });

  it('reads the solution unit, empty meaning none', () => {
    const id = '6f1c2c7e-0d51-4a5e-9a61-3f6f2b1d9c10';
    expect(
      readRuleFlags([{ name: 'Information.SolutionUnitId.Value', value: id }]).solutionUnitId,
    ).toBe(id);
    expect(
      readRuleFlags([{ name: 'Information.SolutionUnitId.Value', value: '' }]).solutionUnitId,
    ).toBeNull();
    expect(readRuleFlags([]).solutionUnitId).toBeNull();
  });
});
