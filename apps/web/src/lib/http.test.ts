import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiUrl, configureHttp, request } from './http';
import type { ResponseNotice } from './response-notice';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

let notices: ResponseNotice[];
let unauthorizedCount: number;
let unauthorizedMessages: readonly string[];
let token: string | null;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  notices = [];
  unauthorizedCount = 0;
  token = 'token-123';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({
    getAccessToken: async () => token,
    onUnauthorized: (messages) => {
      unauthorizedCount += 1;
      unauthorizedMessages = messages;
    },
    showNotice: (notice) => notices.push(notice),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('calls /api with the bearer token and a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(
      request('session/GetCurrentLoginInformation', { method: 'POST', body: {} }),
    ).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/session/GetCurrentLoginInformation');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{}');
    expect(notices).toEqual([]);
  });

  it('sends no Authorization header without a user', async () => {
    token = null;
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'healthy' }));
    await request('check');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('Authorization')).toBe(false);
  });

  it('posts multipart form data as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { isSuccess: true, data: { id: 'x' }, messages: [] }),
    );
    const form = new FormData();
    form.append('ticket', JSON.stringify({ description: 'Açıklama' }));
    form.append('files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    await request('ticket/createTicket', { method: 'POST', body: form });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ticket/createTicket');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(notices).toEqual([{ kind: 'success', message: 'Kayıt işlemi başarılı' }]);
  });

  it('shows the success notice for a successful write', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { isSuccess: true, data: { id: 1 }, messages: [] }),
    );
    await request('customers/add', { method: 'POST', body: { firstName: 'Ayşe' } });
    expect(notices).toEqual([{ kind: 'success', message: 'Kayıt işlemi başarılı' }]);
  });

  it('throws ApiError with the messages and shows them for a failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        isSuccess: false,
        messages: ['Müşteri adı boş olamaz'],
        requestId: 'r1',
      }),
    );
    const error = await request('customers/add', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      messages: ['Müşteri adı boş olamaz'],
      requestId: 'r1',
    });
    expect(notices).toEqual([{ kind: 'failure', messages: ['Müşteri adı boş olamaz'] }]);
  });

  it('lets a screen opt out of the notifications', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { isSuccess: false, messages: ['Çakışma'] }));
    await expect(
      request('ticket/UpdateTicket', { method: 'POST', body: {}, notify: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
  });

  it('reports a 401 with its words to the unauthorized handler without a notification', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { isSuccess: false, messages: ['Oturum yok'] }));
    await expect(request('x')).rejects.toMatchObject({ status: 401 });
    expect(unauthorizedCount).toBe(1);
    expect(unauthorizedMessages).toEqual(['Oturum yok']);
    expect(notices).toEqual([]);
  });

  it('turns an unreachable server into ApiError(0) with a Turkish message', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(request('check')).rejects.toMatchObject({ status: 0 });
  });

  it('builds query strings without empty values', () => {
    expect(apiUrl('/users/check', { emailAddress: 'a@b.c', empty: '', none: undefined })).toBe(
      '/api/users/check?emailAddress=a%40b.c',
    );
  });
});
