import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a server or network failure once', () => {
    expect(shouldRetryQuery(0, new ApiError(500, ['x']))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, ['x']))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, ['x']))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) {
      expect(shouldRetryQuery(0, new ApiError(status, ['x']))).toBe(false);
    }
  });
});
