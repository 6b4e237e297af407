import { describe, expect, it } from 'vitest';
import { coalesceReads } from './auth.ts';

/** A read the test finishes by hand, counting how many were started. */
function manualReads() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, finish: (value: number) => pending.shift()!(value), started: () => started };
}

describe('coalesceReads', () => {
  it('answers requests that came during a read with the next read, shared', async () => {
    const reads = manualReads();
    const readVersion = coalesceReads(reads.read);
    const first = readVersion();
    // These arrive while the first read is in flight: it may predate a change they must see.
    const second = readVersion();
    const third = readVersion();
    expect(reads.started()).toBe(1);
    reads.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(reads.started()).toBe(2);
    reads.finish(2);
    expect([await second, await third]).toEqual([2, 2]);
    // Idle again: the next request starts its own read at once.
    const fourth = readVersion();
    expect(reads.started()).toBe(3);
    reads.finish(3);
    expect(await fourth).toBe(3);
  });

  it('lets a failed read fail only the requests it served', async () => {
    let calls = 0;
    const readVersion = coalesceReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 7;
    });
    const first = readVersion();
    const second = readVersion();
    await expect(first).rejects.toThrow('database down');
    expect(await second).toBe(7);
  });
});
