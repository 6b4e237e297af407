import { createHash } from 'node:crypto';

/** The fixed seed of the demo data: change it and every screenshot changes. */
export const DEMO_SEED = 20240501;

/**
 * mulberry32: a tiny, fast 32-bit PRNG. Good enough for demo data and, unlike
 * Math.random, it gives the same sequence on every run.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits (leading zeros allowed). */
  digits(length: number): string;
};

/** Wraps a [0, 1) source in the helpers the seed files use. */
export function createRandom(source: () => number = mulberry32(DEMO_SEED)): Random {
  const int = (min: number, max: number) => min + Math.floor(source() * (max - min + 1));
  return {
    next: source,
    int,
    chance: (p) => source() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    digits: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += String(int(0, 9));
      return out;
    },
  };
}

/**
 * A uuid derived from a name (UUID v5 layout over SHA-1), so that seeded rows keep the
 * same ids on every machine: links in screenshots and tests stay valid.
 */
export function stableId(...parts: (string | number)[]): string {
  const hash = createHash('sha1')
    .update(`ccms-demo:${parts.join(':')}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
