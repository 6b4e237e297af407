import { describe, expect, it } from 'vitest';
import { customerDetailPath, ticketDetailPath } from './paths';

describe('detail paths', () => {
  it('builds the detail and customer paths', () => {
    expect(ticketDetailPath('abc')).toBe('/tickets/details/abc');
    expect(customerDetailPath('abc')).toBe('/customers/byid/abc');
  });
});
