import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { queueMessage } from './outbox.ts';
import { requeueMessage } from './repository.ts';

describe.each(TEST_BACKENDS)('mail delivery through the outbox on %s', (backend) => {
  let ctx: TestContext;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext(backend, {
      runJobs: true,
      env: {
        SMTP_URL: sink.url,
        MAIL_FROM_NAME: 'Müşteri Hizmetleri',
        MAIL_FROM_ADDRESS: 'bildirim@ccms.test',
        OUTBOX_RETRY_SECONDS: '1',
        OUTBOX_RETRY_MAX_SECONDS: '1',
        OUTBOX_MAX_ATTEMPTS: '3',
        JOB_POLL_SECONDS: '0.5',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  const rowOf = async (id: string) =>
    (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  async function queueMail(to: string[], subject = `Konu ${randomUUID()}`) {
    const dedupeKey = `test:${randomUUID()}`;
    await queueMessage(ctx.db, {
      channel: 'mail',
      topic: 'test',
      dedupeKey,
      ticketId: null,
      recipients: to,
      subject,
      body: 'Düz metin gövde',
      html: '<p>HTML gövde</p>',
    });
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, dedupeKey));
    return row!;
  }
  const address = () => `kisi.${randomUUID().slice(0, 8)}@ccms.test`;

  it('sends a queued mail at once, with its outbox id as Message-ID, and records it', async () => {
    const to = [address(), address()];
    const message = await queueMail(to, 'Hoş geldiniz');
    await vi.waitFor(async () => expect((await rowOf(message.id)).state).toBe('sent'), {
      timeout: 10_000,
    });

    const mails = sink.received.filter((mail) => mail.subject === 'Hoş geldiniz');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo.sort()).toEqual([...to].sort());
    expect(mails[0]!.from).toBe('bildirim@ccms.test');
    expect(mails[0]!.messageId).toBe(`<${message.id}@ccms.test>`);
    expect(mails[0]!.text.trim()).toBe('Düz metin gövde');
    expect(mails[0]!.html).toContain('<p>HTML gövde</p>');
    const row = await rowOf(message.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, failureReason: null });
    expect(row.providerResponse).toMatch(/^250/);
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps a mail the server refuses for now, retries it with back-off and sends it once when the server takes it', async () => {
    const to = address();
    sink.failNext(to, 2);
    const message = await queueMail([to]);
    await vi.waitFor(async () => expect((await rowOf(message.id)).state).toBe('failed'), {
      timeout: 10_000,
    });
    const failed = await rowOf(message.id);
    expect(failed.failureReason).toContain('451');
    expect(sink.mailsTo(to)).toHaveLength(0);

    await vi.waitFor(async () => expect((await rowOf(message.id)).state).toBe('sent'), {
      timeout: 15_000,
    });
    const sent = await rowOf(message.id);
    expect(sent.attempts).toBe(3);
    expect(sent.errors.map((error) => error.attempt)).toEqual([1, 2]);
    expect(sink.mailsTo(to)).toHaveLength(1);
  });

  it('gives a refused address up at once, and a mail whose retries ran out after the last one', async () => {
    const refused = address();
    sink.refuse(refused);
    const wrong = await queueMail([refused]);
    const flaky = address();
    sink.failNext(flaky, 10);
    const tired = await queueMail([flaky]);

    await vi.waitFor(async () => expect((await rowOf(wrong.id)).state).toBe('dead'), {
      timeout: 10_000,
    });
    expect(await rowOf(wrong.id)).toMatchObject({ attempts: 1 });
    expect((await rowOf(wrong.id)).failureReason).toContain('550');

    await vi.waitFor(async () => expect((await rowOf(tired.id)).state).toBe('dead'), {
      timeout: 15_000,
    });
    expect((await rowOf(tired.id)).attempts).toBe(3);

    // A manual retry starts a new round with a new job: sent once the server takes it.
    sink.failNext(flaky, 0);
    expect(await requeueMessage(ctx.db, tired.id, ['dead', 'failed'])).toBe(true);
    await vi.waitFor(async () => expect((await rowOf(tired.id)).state).toBe('sent'), {
      timeout: 10_000,
    });
    expect(await rowOf(tired.id)).toMatchObject({ round: 1, attempts: 4 });
    expect(sink.mailsTo(flaky)).toHaveLength(1);
  });
});

describe.each(TEST_BACKENDS)('the outbox without a transport on %s', (backend) => {
  it('keeps mails queued when no SMTP server is configured, while SMS go out', async () => {
    const ctx = await createTestContext(backend, {
      runJobs: true,
      env: { SMS_PROVIDER: 'log', JOB_POLL_SECONDS: '0.5' },
    });
    try {
      const key = randomUUID();
      for (const channel of ['mail', 'sms'] as const) {
        await queueMessage(ctx.db, {
          channel,
          topic: 'test',
          dedupeKey: `${channel}:${key}`,
          ticketId: null,
          recipients: channel === 'mail' ? ['biri@ccms.test'] : ['05321234567'],
          subject: null,
          body: 'Merhaba',
        });
      }
      const stateOf = async (channel: string) =>
        (
          await ctx.db
            .select()
            .from(outboxMessages)
            .where(eq(outboxMessages.dedupeKey, `${channel}:${key}`))
        )[0]!;
      await vi.waitFor(async () => expect((await stateOf('sms')).state).toBe('sent'), {
        timeout: 10_000,
      });
      expect(await stateOf('mail')).toMatchObject({ state: 'queued', jobId: null, attempts: 0 });
    } finally {
      await ctx.close();
    }
  });
});
