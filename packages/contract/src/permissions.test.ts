import { describe, expect, it } from 'vitest';
import { hasManagerProfile, type Permission } from './permissions.ts';

const holding =
  (...granted: Permission[]) =>
  (p: Permission) =>
    granted.includes(p);

describe('hasManagerProfile', () => {
  it('is the store-manager profile for holders of Manager', () => {
    expect(hasManagerProfile(holding('Manager', 'Customer'))).toBe(true);
    expect(hasManagerProfile(holding('Customer', 'Customer.Crud'))).toBe(false);
  });

  it('does not restrict an administrator, who holds Manager among every permission', () => {
    expect(hasManagerProfile(holding('Manager', 'Admin'))).toBe(false);
  });
});
