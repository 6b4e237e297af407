import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../db/schema/index.ts';
import { TEST_BACKENDS } from '../test/backends.ts';
import { createNotificationContext } from '../test/notification-world.ts';
import { closeGracefully } from './graceful-shutdown.ts';
import { queueMessage } from './outbox/outbox.ts';

describe.each(TEST_BACKENDS)('closing the server on %s', (backend) => {
  it('lets the job under way finish before the server has closed', async () => {
    const world = await createNotificationContext(backend, new Date());
    try {
      const { ctx, smtp } = world;
      const slow = `yavas.${randomUUID().slice(0, 8)}@ccms.test`;
      let isMailAccepted = false;
      const accepted = smtp.slowDown(slow, 2000).then(() => {
        isMailAccepted = true;
      });
      const dedupeKey = randomUUID();
      await queueMessage(ctx.db, {
        channel: 'mail',
        topic: 'test',
        dedupeKey,
        ticketId: null,
        recipients: [slow],
        subject: 'Kapanırken',
        body: 'Gövde',
      });
      const stateOf = async () =>
        (
          await ctx.db
            .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
            .from(outboxMessages)
            .where(eq(outboxMessages.dedupeKey, dedupeKey))
        )[0];
      // The send job has the mail and waits for the SMTP server's answer.
      await vi.waitFor(async () => expect((await stateOf())?.state).toBe('sending'), {
        timeout: 20_000,
      });

      // Closing starts while the job waits for the mail server's answer.
      expect(isMailAccepted).toBe(false);
      let isClosed = false;
      const closing = closeGracefully(ctx.app, { delayMs: 0, graceMs: 20_000 }).then((result) => {
        isClosed = true;
        return result;
      });
      const started = Date.now();
      // The mail server answers only now: until then the job is under way and the server open.
      await accepted;
      expect(isClosed).toBe(false);
      expect(ctx.app.drain.isDraining).toBe(true);

      expect(await closing).toEqual({ wasCut: false });
      // Once the job was done, not when the grace period ran out (the config's 25 s).
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await stateOf()).toEqual({ state: 'sent', attempts: 1 });
      expect(smtp.received.filter((mail) => mail.subject === 'Kapanırken')).toHaveLength(1);
    } finally {
      await world.close();
    }
  }, 60_000);
});
