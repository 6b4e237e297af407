import { defineEndpoint } from '@ccms/contract/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './api-client';
import { configureHttp } from './http';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ getAccessToken: async () => null, showNotice: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: 'things/:kind/search',
  tag: 'things',
  summary: 'test',
  params: z.object({ kind: z.string() }),
  query: z.object({ text: z.string() }),
  response: z.array(z.string()),
});

const saveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'things/save',
  tag: 'things',
  summary: 'test',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('callEndpoint', () => {
  it("fills the path's parameters (encoded) and the query, with the endpoint's method", async () => {
    fetchMock.mockResolvedValue(answer(['a']));
    await expect(
      callEndpoint(searchEndpoint, { params: { kind: 'a/b' }, query: { text: 'ş' } }),
    ).resolves.toEqual(['a']);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things/a%2Fb/search?text=%C5%9F');
    expect(init?.method).toBe('GET');
  });

  it('posts the body as JSON', async () => {
    fetchMock.mockResolvedValue(answer({ id: 1 }));
    await expect(callEndpoint(saveEndpoint, { body: { name: 'x' } })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things/save');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it("sends a create's idempotency key as its header, and none without one", async () => {
    fetchMock.mockImplementation(async () => answer({ id: 1 }));
    await callEndpoint(saveEndpoint, { body: { name: 'x' } }, { idempotencyKey: 'k-1' });
    await callEndpoint(saveEndpoint, { body: { name: 'x' } });
    const headersOf = (n: number) => new Headers(fetchMock.mock.calls[n]?.[1]?.headers);
    expect(headersOf(0).get('Idempotency-Key')).toBe('k-1');
    expect(headersOf(1).has('Idempotency-Key')).toBe(false);
  });
});
