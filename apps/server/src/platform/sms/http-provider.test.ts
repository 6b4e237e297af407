import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsSink, startSmsSink } from '../../test/sms-sink.ts';
import { PermanentDeliveryError } from '../outbox/delivery.ts';
import { createHttpSmsProvider, DEFAULT_SMS_BODY_TEMPLATE } from './http-provider.ts';

describe('the HTTP SMS provider', () => {
  let sink: SmsSink;
  beforeAll(async () => {
    sink = await startSmsSink();
  });
  afterAll(() => sink.close());

  const delivery = (recipient: string) => ({
    messageId: 'c0ffee00-0000-4000-8000-000000000001',
    recipients: [recipient],
    subject: null,
    text: 'Sayın "Ayşe", talebiniz\nsonuçlandı.',
    html: null,
  });

  it('fills the body template with the normalised number, the text and the id, JSON-escaped', async () => {
    const provider = createHttpSmsProvider({
      url: sink.url,
      token: 't0ken',
      bodyTemplate: '{"numara":"{{to}}","mesaj":"{{text}}","ref":"{{id}}","kaynak":"ccms"}',
    });
    expect(await provider.send(delivery('0532 111 22 33'))).toMatch(/^200/);
    const [sms] = sink.received.slice(-1);
    expect(sms!.body).toEqual({
      numara: '+905321112233',
      mesaj: 'Sayın "Ayşe", talebiniz\nsonuçlandı.',
      ref: 'c0ffee00-0000-4000-8000-000000000001',
      kaynak: 'ccms',
    });
    expect(sms!.headers.authorization).toBe('Bearer t0ken');
  });

  it('treats a refusal (4xx) and an invalid number as permanent, a server error as temporary', async () => {
    const provider = createHttpSmsProvider({
      url: sink.url,
      bodyTemplate: DEFAULT_SMS_BODY_TEMPLATE,
    });
    sink.failNext(400);
    await expect(provider.send(delivery('05321112233'))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    await expect(provider.send(delivery('02121112233'))).rejects.toThrow(
      'Geçersiz cep telefonu numarası',
    );
    sink.failNext(503);
    const temporary = await provider.send(delivery('05321112233')).catch((error: Error) => error);
    expect(temporary).toBeInstanceOf(Error);
    expect(temporary).not.toBeInstanceOf(PermanentDeliveryError);
    expect((temporary as Error).message).toContain('503');
    sink.failNext(429);
    await expect(provider.send(delivery('05321112233'))).rejects.not.toBeInstanceOf(
      PermanentDeliveryError,
    );
  });
});
