import { type Clock, fixedClock } from '../platform/clock.ts';
import type { Backend } from './backends.ts';
import { type SmsSink, startSmsSink } from './sms-sink.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

export const PUBLIC_URL = 'https://ccms.example.test';
export const SMS_TOKEN = 'gizli-anahtar';

/**
 * A whole server delivering for real: an SMTP server and an SMS provider started by the test,
 * the job queue running, and a fixed clock the test moves by hand.
 */
export async function createNotificationContext(
  backend: Backend,
  start: Date,
  env: NodeJS.ProcessEnv = {},
): Promise<{
  ctx: TestContext;
  clock: Clock & { set(date: Date): void };
  smtp: SmtpSink;
  sms: SmsSink;
  close(): Promise<void>;
}> {
  const [smtp, sms] = await Promise.all([startSmtpSink(), startSmsSink()]);
  const clock = fixedClock(start);
  const ctx = await createTestContext(backend, {
    clock,
    runJobs: true,
    env: {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM_NAME: 'Müşteri Hizmetleri',
      MAIL_FROM_ADDRESS: 'bildirim@ccms.test',
      SMS_URL: sms.url,
      SMS_TOKEN,
      JOB_POLL_SECONDS: '0.5',
      OUTBOX_RETRY_SECONDS: '1',
      ...env,
    },
  });
  return {
    ctx,
    clock,
    smtp,
    sms,
    async close() {
      await ctx.close();
      await Promise.all([smtp.close(), sms.close()]);
    },
  };
}
