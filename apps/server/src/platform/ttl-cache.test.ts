import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('loads once within the time limit and again after it', async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
