// The server killed with SIGKILL while agents create tickets with files (issue 26 item 7), on the
// embedded PGlite and on PostgreSQL: started again, the database holds every acknowledged ticket
// whole (activity, document), no ticket in part, no file that no row knows, and each ticket's
// red-alarm mail once in the outbox and delivered (docs/domain.md §18, §17.3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  mailGroupExtraUsers,
  mailGroups,
  outboxMessages,
  pendingFiles,
  ticketActivities,
  ticketCategorySets,
  ticketDocuments,
  tickets,
  users,
} from '../db/schema/index.ts';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db.ts';
import { DEMO_ADMIN_EMAIL } from '../seed/seed.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { findFreePort, type ProductProcess, startProductProcess } from '../test/product-process.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { bearerHeader } from '../test/test-app.ts';
import { createTicketWorld, multipartBody, PDF_TEXT } from '../test/ticket-world.ts';

const RECIPIENT = 'alarm@crash.test';

/** Every file under `dir`, as storage keys (paths relative to it). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'));
}

describe.each(TEST_BACKENDS)('the server killed mid-write on %s', (backend) => {
  const sinkPromise = startSmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-killed-'));
  let handle: (DatabaseHandle & { url?: string }) | undefined;
  let server: ProductProcess | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await handle?.close();
    await (await sinkPromise).close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database as the test sees it: PGlite only while no server has it open. */
  async function open() {
    if (backend === 'postgres') {
      handle ??= await openTestDatabase('postgres');
      return handle;
    }
    handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await handle.migrate();
    return handle;
  }
  async function release() {
    if (backend === 'pglite') {
      await handle?.close();
      handle = undefined;
    }
  }

  it('keeps every acknowledged ticket whole and nothing in part', async () => {
    const sink = await sinkPromise;
    const port = await findFreePort();
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: sink.url,
      MAIL_FROM_ADDRESS: 'bildirim@crash.test',
      API_RATE_LIMIT: '1000000',
      JOB_POLL_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      OUTBOX_POLL_MS: '300',
      OUTBOX_SEND_TIMEOUT_SECONDS: '2',
      OUTBOX_RETRY_SECONDS: '1',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    };

    // A minimal world instead of the demo data: the demo administrator's row tells the server
    // the seed is done.
    let { db } = await open();
    await db.insert(users).values({
      name: 'Demo',
      surname: 'Yönetici',
      userName: 'admin',
      emailAddress: DEMO_ADMIN_EMAIL,
    });
    const world = await createTicketWorld(db);
    const breakdown = await world.breakdown();
    const [group] = await db.insert(mailGroups).values({ name: 'Kriz' }).returning();
    await db
      .insert(mailGroupExtraUsers)
      .values({ mailGroupId: group!.id, emailAddress: RECIPIENT });
    await db
      .update(ticketCategorySets)
      .set({ isRedAlarm: true, mailGroupId: group!.id })
      .where(eq(ticketCategorySets.id, breakdown.set.id));
    const agent = await world.agent(['Ticket.MultipleCreate']);
    const config = loadConfig(env);
    const { authorization } = await bearerHeader(db, config, agent);
    await release();
    const processEnv = handle?.url ? { ...env, DATABASE_URL: handle.url } : env;

    const t0 = Date.now();
    const mark = (what: string) => console.info(`${backend} ${what}: ${Date.now() - t0} ms`);
    server = await startProductProcess({ port, env: processEnv });
    mark('started');
    const acknowledged = new Set<string>();
    const attempted = new Set<string>();
    let killed = false;
    const createLoop = async () => {
      while (!killed) {
        const ticket = world.payload(breakdown);
        attempted.add(ticket.id!);
        const body = await multipartBody({ ticket }, [
          { name: 'fatura.pdf', content: PDF_TEXT, type: 'application/pdf' },
        ]);
        const answer = await fetch(`${server!.baseUrl}/api/ticket/createTicket`, {
          method: 'POST',
          headers: { ...body.headers, authorization },
          body: body.payload,
        }).catch(() => null);
        if (answer?.status === 200) acknowledged.add(ticket.id!);
        else if (answer && !killed) throw new Error(`${answer.status} ${await answer.text()}`);
      }
    };
    const loops = [createLoop(), createLoop(), createLoop(), createLoop()];
    await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(12), {
      timeout: 20_000,
    });
    mark('killing');
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(loops);
    // The kill cut requests short: the loops had creates in flight that got no answer.
    expect(attempted.size).toBeGreaterThan(acknowledged.size);

    const killedAt = Date.now();
    server = await startProductProcess({ port, env: processEnv });
    const restartedAt = Date.now();
    mark('restarted');
    // Every committed ticket's mail goes out once the restarted server's jobs run; the PGlite
    // directory is the server's alone until it stops, so there the sink tells.
    const sentIds = () => new Set(sink.mailsTo(RECIPIENT).map((mail) => mail.messageId));
    await vi.waitFor(() => expect(sentIds().size).toBeGreaterThanOrEqual(acknowledged.size), {
      timeout: 20_000,
    });
    // Settled once no mail came for twice the send timeout: a mail the killed server was
    // sending is taken again only once its attempt is that old (OUTBOX_SEND_TIMEOUT_SECONDS): a
    // quiet time on the product's own clock, which no event announces.
    let settled = sink.mailsTo(RECIPIENT).length;
    await vi.waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        const before = settled;
        settled = sink.mailsTo(RECIPIENT).length;
        expect(settled).toBe(before);
      },
      { timeout: 34_000 },
    );
    console.info(
      `${backend}: ${acknowledged.size} acknowledged, restart ${restartedAt - killedAt} ms, mails settled ${Date.now() - restartedAt} ms`,
    );
    // Killed once more: the check reads what a crash leaves, without waiting for a drain.
    server.child.kill('SIGKILL');
    await server.exited;
    server = undefined;
    ({ db } = await open());
    mark('reopened');

    const ids = (await db.select({ id: tickets.id }).from(tickets)).map((row) => row.id);
    expect([...acknowledged].filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !attempted.has(id))).toEqual([]);
    // Whole or not at all: each ticket has its first activity and its one document.
    const activities = await db
      .select({ ticketId: ticketActivities.ticketId })
      .from(ticketActivities)
      .where(inArray(ticketActivities.ticketId, ids));
    const documents = await db
      .select({ ticketId: ticketDocuments.ticketId, storageKey: ticketDocuments.storageKey })
      .from(ticketDocuments);
    for (const id of ids) {
      expect(activities.filter((row) => row.ticketId === id).length, id).toBeGreaterThan(0);
      expect(documents.filter((row) => row.ticketId === id).length, id).toBe(1);
    }
    // Every stored file is a document's or pending (the sweep removes those); no document
    // without its file.
    const pending = (await db.select({ key: pendingFiles.storageKey }).from(pendingFiles)).map(
      (row) => row.key,
    );
    const known = new Set([...documents.map((row) => row.storageKey), ...pending]);
    const onDisk = filesUnder(path.join(dataDir, 'files'));
    expect(onDisk.filter((key) => !known.has(key))).toEqual([]);
    expect(documents.filter((row) => !onDisk.includes(row.storageKey))).toEqual([]);

    // One red alarm per committed ticket, all sent, each received (a repeat only under the
    // same Message-ID, docs/domain.md §17.3).
    const messages = await db
      .select({
        id: outboxMessages.id,
        ticketId: outboxMessages.ticketId,
        state: outboxMessages.state,
      })
      .from(outboxMessages);
    expect(messages.map((row) => row.ticketId).sort()).toEqual([...ids].sort());
    expect(messages.filter((row) => row.state !== 'sent')).toEqual([]);
    const received = new Set(
      sink.mailsTo(RECIPIENT).map((mail) => mail.messageId.replace(/^<|@.*$/g, '')),
    );
    expect(messages.filter((row) => !received.has(row.id))).toEqual([]);
    expect(received.size).toBe(messages.length);
  }, 120_000);
});
