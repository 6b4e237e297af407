import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomUuid', () => {
  it('gives a v4 uuid, a new one each time', () => {
    const first = randomUuid();
    expect(first).toMatch(V4);
    expect(randomUuid()).not.toBe(first);
  });

  it('builds a v4 uuid itself where crypto.randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    expect(randomUuid()).toMatch(V4);
  });
});
