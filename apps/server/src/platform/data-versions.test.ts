import { describe, expect, it } from 'vitest';
import { createDataVersions, createVersionedCache } from './data-versions.ts';

describe('versioned caches', () => {
  const counting = () => {
    const versions = createDataVersions();
    let loads = 0;
    const cache = createVersionedCache(versions, 'holidays', async () => {
      loads += 1;
      return loads;
    });
    return { versions, cache, loads: () => loads };
  };

  it('keeps a value until a newer version of its topic is known', async () => {
    const { versions, cache, loads } = counting();
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    versions.observe({ reference: 4 });
    expect(await cache.get()).toBe(1);
    versions.observe({ holidays: 3 });
    expect(await cache.get()).toBe(2);
    // An older or equal number (a read that began before the notice) changes nothing.
    versions.observe({ holidays: 2 });
    versions.observe({ holidays: 3 });
    expect(await cache.get()).toBe(2);
    expect(loads()).toBe(2);
  });

  it('drops everything on the safety refresh, and a failed load at once', async () => {
    const { versions, cache } = counting();
    await cache.get();
    versions.forgetAll();
    expect(await cache.get()).toBe(2);

    let fail = true;
    const flaky = createVersionedCache(versions, 'address', async () => {
      if (fail) throw new Error('database gone');
      return 'loaded';
    });
    await expect(flaky.get()).rejects.toThrow('database gone');
    fail = false;
    expect(await flaky.get()).toBe('loaded');
  });

  it('tells listeners of a raised topic once per raise, and writes the header', () => {
    const versions = createDataVersions();
    const heard: number[] = [];
    versions.onRaise('access', (version) => heard.push(version));
    versions.observe({ access: 5, reference: 2 });
    versions.observe({ access: 5 });
    versions.observe({ access: 7 });
    expect(heard).toEqual([5, 7]);
    expect(versions.header()).toBe('access=7,reference=2');
  });
});
