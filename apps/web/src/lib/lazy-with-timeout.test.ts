import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithTimeout } from './lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('passes a loaded module through', async () => {
    await expect(loadWithTimeout(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("fails with 'Loading chunk failed' after 120 s", async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}));
    let isSettled = false;
    const assertion = expect(pending).rejects.toThrow('Loading chunk failed');
    pending.catch(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
    await assertion;
  });

  it('turns an import failure into a ChunkLoadError', async () => {
    const failure = loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
