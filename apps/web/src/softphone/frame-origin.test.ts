import { describe, expect, it } from 'vitest';
import { frameMessageTarget, frameSandbox, resolveFrameOrigin } from './frame-origin';

const PAGE_ORIGIN = 'http://localhost:3000';

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

describe('frameSandbox', () => {
  it('keeps a frame on the page origin out of that origin', () => {
    const sandbox = frameSandbox(PAGE_ORIGIN, PAGE_ORIGIN);
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
  });

  it('lets a softphone on another origin keep its own origin', () => {
    expect(frameSandbox('https://phone.example.com', PAGE_ORIGIN).split(' ')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
    ]);
  });
});

describe('frameMessageTarget', () => {
  it("aims at an external softphone's origin", () => {
    expect(frameMessageTarget('https://phone.example.com', PAGE_ORIGIN)).toBe(
      'https://phone.example.com',
    );
  });

  it('aims at any origin for the opaque-origin simulator frame', () => {
    expect(frameMessageTarget(PAGE_ORIGIN, PAGE_ORIGIN)).toBe('*');
  });
});
