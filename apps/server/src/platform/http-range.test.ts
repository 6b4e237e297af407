import { describe, expect, it } from 'vitest';
import { resolveRange } from './http-range.ts';

describe('resolveRange', () => {
  it('reads the three forms of one byte range', () => {
    expect(resolveRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('cuts a range running past the end, and a suffix longer than the file', () => {
    expect(resolveRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(resolveRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers unsatisfiable for a start past the end and an empty suffix', () => {
    expect(resolveRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(resolveRange('bytes=1500-1600', 1000)).toBe('unsatisfiable');
    expect(resolveRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('takes overlapping or adjacent ranges together, and leaves out one past the end', () => {
    expect(resolveRange('bytes=0-5,6-10', 1000)).toEqual({ start: 0, end: 10 });
    expect(resolveRange('bytes=0-99,50-150', 1000)).toEqual({ start: 0, end: 150 });
    expect(resolveRange('bytes=0-5,2000-', 1000)).toEqual({ start: 0, end: 5 });
  });

  it('serves the whole file for no header, other units, several ranges or nonsense', () => {
    for (const header of [
      undefined,
      '',
      'items=0-5',
      'bytes=0-5,10-20',
      'bytes=9-3',
      'bytes=-',
      'bytes=0-5,9-3',
      'bytes=a-b',
    ]) {
      expect(resolveRange(header, 1000)).toBeUndefined();
    }
  });
});
