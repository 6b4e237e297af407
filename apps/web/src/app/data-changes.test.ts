import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, request } from '../lib/http';
import { refreshOnDataChanges } from './data-changes';

const fetchMock = vi.fn<typeof fetch>();
const answer = (versions?: string) =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(versions ? { 'x-data-versions': versions } : {}),
    },
  });

let queryClient: QueryClient;
const KEYS = {
  session: ['session', 'current-login-information'],
  sources: ['reference', 'sources-page', {}],
  types: ['hierarchy', 'types-with-sets', { isManager: false }],
  users: ['users', 'page', {}],
  cities: ['address', 'cities'],
} as const;
const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, 'loaded');
  configureHttp({
    getAccessToken: async () => 'token',
    onDataVersions: refreshOnDataChanges(queryClient),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({ onDataVersions: () => {} });
});

describe('data versions in the API answers', () => {
  it('refresh only the look-ups whose version went up since the last answer', async () => {
    fetchMock.mockResolvedValueOnce(answer('access=7,reference=3,hierarchy=2,address=1'));
    await request('anything');
    // The first answer sets the starting point: nothing is stale yet.
    expect(Object.values(KEYS).map(isStale)).toEqual([false, false, false, false, false]);

    fetchMock.mockResolvedValueOnce(answer('access=7,reference=4,hierarchy=2,address=1'));
    await request('anything');
    expect(isStale(KEYS.sources)).toBe(true);
    expect(isStale(KEYS.types)).toBe(false);
    expect(isStale(KEYS.session)).toBe(false);

    fetchMock.mockResolvedValueOnce(answer('access=9,reference=4,hierarchy=2,address=1'));
    await request('anything');
    expect(isStale(KEYS.session)).toBe(true);
    expect(isStale(KEYS.users)).toBe(true);
    expect(isStale(KEYS.types)).toBe(false);
    expect(isStale(KEYS.cities)).toBe(false);
  });

  it('ignores answers without the header, older numbers and malformed values', async () => {
    fetchMock.mockResolvedValueOnce(answer('reference=5'));
    await request('anything');
    fetchMock.mockResolvedValueOnce(answer());
    await request('anything');
    fetchMock.mockResolvedValueOnce(answer('reference=4,hierarchy=x,unknown=9,=,access'));
    await request('anything');
    expect(Object.values(KEYS).map(isStale)).toEqual([false, false, false, false, false]);
  });
});
