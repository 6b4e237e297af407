import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackgroundWork } from '../../background.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { createBusinessClockSource } from '../../modules/sla/index.ts';
import { openTestDatabase, TEST_BACKENDS } from '../../test/backends.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db.ts';
import { queueMessage } from './outbox.ts';

const quiet = { error() {}, warn() {}, info() {} };

/** Queues `count` mails to fresh addresses; answers their ids. */
async function queueMails(
  handle: DatabaseHandle,
  count: number,
  to = () => `${randomUUID()}@ccms.test`,
) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const key = randomUUID();
    await queueMessage(handle.db, {
      channel: 'mail',
      topic: 'test',
      dedupeKey: key,
      ticketId: null,
      recipients: [to()],
      subject: `Toplu ${n}`,
      body: 'Gövde',
    });
    const [row] = await handle.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, key));
    ids.push(row!.id);
  }
  return ids;
}

function startInstance(handle: DatabaseHandle, env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  return startBackgroundWork({
    config,
    db: handle.db,
    connection: handle.queueConnection,
    clock: systemClock,
    businessClocks: createBusinessClockSource(handle.db, config.businessTimeZone),
    log: quiet as never,
  });
}

/** How many times each message id arrived, by the Message-ID the sender gave it. */
function deliveriesById(sink: SmtpSink): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of sink.received) {
    const id = mail.messageId.replace(/^<([^@]+)@.*$/, '$1');
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe.each(TEST_BACKENDS)('two server instances on one %s database', (backend) => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await handle.close();
  });

  it('send each mail once', async () => {
    const env = { SMTP_URL: sink.url, JOB_POLL_SECONDS: '0.5', OUTBOX_BATCH_SIZE: '4' };
    // On PostgreSQL the second instance has its own connections, as another process would.
    const { queueConnection } = handle;
    const second =
      queueConnection.kind === 'postgres'
        ? await openDatabase({ databaseUrl: queueConnection.connectionString })
        : handle;
    const instances = [await startInstance(handle, env), await startInstance(second, env)];
    try {
      const ids = await queueMails(handle, 40);
      const readRows = () =>
        handle.db
          .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
          .from(outboxMessages)
          .where(inArray(outboxMessages.id, ids));
      // The SMTP server has a mail a moment before its sender records it as sent.
      await vi.waitFor(
        async () => {
          expect(sink.received.length).toBeGreaterThanOrEqual(40);
          expect((await readRows()).filter((row) => row.state === 'sending')).toEqual([]);
        },
        { timeout: 20_000 },
      );
      const rows = await readRows();
      expect(rows.filter((row) => row.state !== 'sent' || row.attempts !== 1)).toEqual([]);
      const counts = deliveriesById(sink);
      expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
    } finally {
      for (const instance of instances) await instance.stop();
      if (second !== handle) await second.close();
    }
  });
});

const postgresOnly = TEST_BACKENDS.includes('postgres') ? describe : describe.skip;

postgresOnly('a server killed in the middle of a send batch', () => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    sink = await startSmtpSink();
  });
  afterEach(() => {
    child?.kill('SIGKILL');
  });
  afterAll(async () => {
    await sink.close();
    await handle.close();
  });

  it('loses nothing and sends nothing twice once another instance takes over', async () => {
    if (handle.queueConnection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const env = {
      ...process.env,
      DATABASE_URL: handle.queueConnection.connectionString,
      SMTP_URL: sink.url,
      JOB_POLL_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      OUTBOX_SEND_TIMEOUT_SECONDS: '2',
      OUTBOX_RETRY_SECONDS: '1',
      OUTBOX_BATCH_SIZE: '10',
    };
    const stuck = `takilan.${randomUUID().slice(0, 8)}@ccms.test`;
    sink.hold(stuck);
    const ids = [
      ...(await queueMails(handle, 5)),
      ...(await queueMails(handle, 1, () => stuck)),
      ...(await queueMails(handle, 4)),
    ];

    const script = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../test/background-process.ts',
    );
    const worker = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    child = worker;
    // The batch is under way: nine mails are out and recorded, the tenth hangs on the server.
    await vi.waitFor(
      async () => {
        const rows = await handle.db
          .select({ state: outboxMessages.state })
          .from(outboxMessages)
          .where(inArray(outboxMessages.id, ids));
        expect(rows.filter((row) => row.state === 'sent')).toHaveLength(9);
      },
      { timeout: 20_000 },
    );
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    const [hung] = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, ids[5]!));
    expect(hung).toMatchObject({ state: 'sending', attempts: 1 });

    // The server answers again; a new instance takes over the dead one's job when it expires.
    sink.release(stuck);
    const successor = await startInstance(handle, env);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await handle.db
            .select({ state: outboxMessages.state })
            .from(outboxMessages)
            .where(eq(outboxMessages.id, ids[5]!));
          expect(row!.state).toBe('sent');
        },
        { timeout: 20_000 },
      );
      const counts = deliveriesById(sink);
      expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
      const [retried] = await handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, ids[5]!));
      expect(retried).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await successor.stop();
    }
  });
});
