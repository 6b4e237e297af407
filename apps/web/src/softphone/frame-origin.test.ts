import { describe, expect, it } from 'vitest';
import { resolveFrameOrigin } from './frame-origin';

describe('resolveFrameOrigin', () => {
  it('uses the page origin for the built-in simulator path', () => {
    expect(
      resolveFrameOrigin('/softphone-simulator.html', 'http://localhost:3000/customers/list'),
    ).toBe('http://localhost:3000');
  });

  it("uses an external softphone's own origin", () => {
    expect(
      resolveFrameOrigin('https://phone.example.com:8443/app?x=1', 'http://localhost:3000/'),
    ).toBe('https://phone.example.com:8443');
  });
});
