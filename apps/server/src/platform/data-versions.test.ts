import { describe, expect, it } from 'vitest';
import {
  createDataVersions,
  createVersionedCache,
  createVersionedLookup,
} from './data-versions.ts';

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

  it('writes the header again once a version went up, not before', () => {
    const versions = createDataVersions();
    versions.observe({ access: 5 });
    expect(versions.header()).toBe('access=5');
    versions.observe({ access: 5, holidays: 1 });
    expect(versions.header()).toBe('access=5,holidays=1');
    versions.observe({ access: 4 });
    expect(versions.header()).toBe('access=5,holidays=1');
    versions.observe({ access: 6 });
    expect(versions.header()).toBe('access=6,holidays=1');
  });
});

describe('versioned lookups', () => {
  it('keeps each key until a newer version of any of its topics is known', async () => {
    const versions = createDataVersions();
    const lookup = createVersionedLookup<string>(versions, ['reference', 'hierarchy']);
    let loads = 0;
    const load = (key: string) => async () => `${key}${++loads}`;
    expect(await lookup.get('a', load('a'))).toBe('a1');
    expect(await lookup.get('a', load('a'))).toBe('a1');
    expect(await lookup.get('b', load('b'))).toBe('b2');
    versions.observe({ holidays: 9 });
    expect(await lookup.get('a', load('a'))).toBe('a1');
    versions.observe({ hierarchy: 1 });
    expect(await lookup.get('a', load('a'))).toBe('a3');
    versions.forgetAll();
    expect(await lookup.get('a', load('a'))).toBe('a4');
  });

  it('loads the keys it lacks together, and forgets a failed load', async () => {
    const versions = createDataVersions();
    const lookup = createVersionedLookup<number | null>(versions, ['reference']);
    const asked: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.map((key) => [key, key === 'gone' ? null : key.length]));
    };
    expect(await lookup.getMany(['x', 'yy'], loadMissing)).toEqual([1, 2]);
    expect(await lookup.getMany(['yy', 'gone', 'zzz'], loadMissing)).toEqual([2, null, 3]);
    expect(asked).toEqual([
      ['x', 'yy'],
      ['gone', 'zzz'],
    ]);

    await expect(lookup.get('broken', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await lookup.get('broken', async () => 7)).toBe(7);
  });
});
