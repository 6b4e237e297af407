import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './error-handler.ts';
import { AppError } from './errors.ts';

describe('toErrorResponse', () => {
  const withStatus = (statusCode: number, code?: string) =>
    Object.assign(new Error('internal detail'), { statusCode, code });

  it('keeps the status and messages of our own errors', () => {
    expect(toErrorResponse(new AppError(409, 'çakışma'), 'r1')).toEqual({
      statusCode: 409,
      body: { isSuccess: false, messages: ['çakışma'] },
      isUnexpected: false,
    });
  });

  it('gives plugin client errors our Turkish words and never their text', () => {
    const forbidden = toErrorResponse(withStatus(403), 'r2');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.messages).toEqual(['Bu işlem için yetkiniz bulunmuyor.']);
    expect(toErrorResponse(withStatus(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), 'r3').statusCode).toBe(
      413,
    );
    expect(toErrorResponse(withStatus(418), 'r4').body.messages).toEqual([
      'Gönderilen bilgiler geçersiz.',
    ]);
  });

  it('answers anything else with 500, the request id and no internals', () => {
    const result = toErrorResponse(new TypeError('cannot read x of undefined'), 'req-9');
    expect(result).toEqual({
      statusCode: 500,
      body: {
        isSuccess: false,
        messages: ['Beklenmeyen bir hata oluştu. Destek için istek numarası: req-9'],
        requestId: 'req-9',
      },
      isUnexpected: true,
    });
  });

  it('does not count a client that left mid-answer as an unexpected error', () => {
    const closed = Object.assign(new Error('Premature close'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
    expect(toErrorResponse(closed, 'req-10').isUnexpected).toBe(false);
  });
});

describe('the database away', () => {
  const cases: [string, unknown][] = [
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['an administrator shutdown', Object.assign(new Error('terminating'), { code: '57P01' })],
    ['a server starting up', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('failure'), { code: '08006' })],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    [
      "drizzle's wrapping",
      new Error('Failed query', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    ],
  ];
  it.each(cases)('answers %s with the Turkish 503 and Retry-After', (_name, error) => {
    expect(toErrorResponse(error as Error, 'r')).toEqual({
      statusCode: 503,
      body: {
        isSuccess: false,
        messages: ['Veritabanına şu an ulaşılamıyor; lütfen biraz sonra yeniden deneyin.'],
      },
      isUnexpected: false,
      headers: { 'retry-after': '5' },
    });
  });

  it('keeps other database errors unexpected', () => {
    const violation = Object.assign(new Error('duplicate'), { code: '23505' });
    expect(toErrorResponse(violation, 'r').statusCode).toBe(500);
  });
});
