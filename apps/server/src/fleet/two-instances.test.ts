import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailGroupExtraUsers,
  mailGroups,
  outboxMessages,
  ticketCategorySets,
  ticketDocuments,
  tickets,
  users,
} from '../db/schema/index.ts';
import { SLA_EXCEEDED_JOB } from '../modules/tickets/mail/sla-exceeded-job.ts';
import type { DatabaseHandle } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { QUEUE_SCHEMA } from '../platform/queue/job-queue.ts';
import { openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import { NGINX_BINARY, type NginxProxy, startNginx } from '../test/nginx-proxy.ts';
import { signInOverHttp } from '../test/oidc-sign-in.ts';
import { findFreePort, type ProductProcess, startProductProcess } from '../test/product-process.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createTicketWorld, multipartBody, PDF_TEXT } from '../test/ticket-world.ts';

const hasPostgres = TEST_BACKENDS.includes('postgres');
const skipReason = !hasPostgres
  ? 'no PostgreSQL server answers'
  : !NGINX_BINARY
    ? 'nginx is not installed (apt-get install nginx; .ci/run does)'
    : null;
const describeFleet = skipReason ? describe.skip : describe;

const title = `two instances behind nginx on one PostgreSQL database${skipReason ? ` (skipped: ${skipReason})` : ''}`;

describeFleet(title, () => {
  let handle: DatabaseHandle & { url?: string };
  let sink: SmtpSink;
  let s3: TestS3;
  let dataDir: string;
  let proxy: NginxProxy;
  let instances: ProductProcess[] = [];
  let authorization: string;
  let createdTicket: { id: string; ticketNo: number };
  let world: Awaited<ReturnType<typeof createTicketWorld>>;
  let breakdown: Awaited<ReturnType<typeof world.breakdown>>;
  let agentEmail: string;

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    sink = await startSmtpSink();
    s3 = await startTestS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-fleet-'));
    const [proxyPort, portA, portB] = [
      await findFreePort(),
      await findFreePort(),
      await findFreePort(),
    ];
    const env = {
      DATABASE_URL: handle.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      SMTP_URL: sink.url,
      MAIL_FROM_ADDRESS: 'bildirim@ccms.test',
      JOB_POLL_SECONDS: '0.5',
      OUTBOX_POLL_MS: '500',
      // Ticket files in one bucket that every instance reads and writes.
      ...s3.env,
    };
    // Both at once, as an orchestrator starts them: one migrates and seeds, the other waits.
    // Each with a data directory of its own: nothing an instance needs is kept there.
    const dataDirOf = (name: string) => fs.mkdtempSync(path.join(dataDir, `${name}-`));
    instances = await Promise.all([
      startProductProcess({ port: portA, env: { ...env, DATA_DIR: dataDirOf('a') } }),
      startProductProcess({ port: portB, env: { ...env, DATA_DIR: dataDirOf('b') } }),
    ]);
    proxy = await startNginx({ listenPort: proxyPort, upstreamPorts: [portA, portB] });

    world = await createTicketWorld(handle.db);
    breakdown = await world.breakdown({ sla: 4 });
    const agent = await world.agent(['Ticket.MultipleCreate']);
    agentEmail = agent.emailAddress;
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('fleet-parola') })
      .where(eq(users.id, agent.id));
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await sink?.close();
    await s3?.stop();
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  const upstreamOf = (line: string) => /upstream=(\S+)/.exec(line)?.[1];

  it('signs in through the proxy, its steps answered by both instances', async () => {
    const before = proxy.accessLog().length;
    const token = await signInOverHttp({
      base: proxy.url,
      clientId: 'ccms-web',
      email: agentEmail,
      password: 'fleet-parola',
    });
    authorization = `Bearer ${token}`;
    // nginx logs a request once its answer is out: the last step's line may come a moment later.
    await vi.waitFor(() => expect(proxy.accessLog().length - before).toBeGreaterThanOrEqual(4), {
      timeout: 5_000,
    });
    const steps = proxy.accessLog().slice(before);
    expect(new Set(steps.map(upstreamOf)).size).toBe(2);

    // The token one instance issued is good on each.
    for (const base of [proxy.url, a().baseUrl, b().baseUrl]) {
      const session = await fetch(`${base}/api/session/GetCurrentLoginInformation`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { emailAddress: string } }).user.emailAddress).toBe(
        agentEmail,
      );
    }
  }, 60_000);

  it('creates a ticket with a file through one instance and downloads it through the other', async () => {
    const body = await multipartBody({ ticket: world.payload(breakdown) }, [
      { name: 'fatura.pdf', content: PDF_TEXT, type: 'application/pdf' },
    ]);
    const created = await fetch(`${a().baseUrl}/api/ticket/createTicket`, {
      method: 'POST',
      headers: { ...body.headers, authorization },
      body: body.payload,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    createdTicket = ((await created.json()) as { data: { id: string; ticketNo: number } }).data;
    const [document] = await handle.db
      .select({ id: ticketDocuments.id, storageKey: ticketDocuments.storageKey })
      .from(ticketDocuments)
      .where(eq(ticketDocuments.ticketId, createdTicket.id));

    expect(await s3.keys()).toContain(document!.storageKey);

    const download = await fetch(`${b().baseUrl}/api/documents/download?id=${document!.id}`, {
      headers: { authorization },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(PDF_TEXT);
  }, 60_000);

  it('sends one SLA notice once while both instances run their job workers', async () => {
    const [group] = await handle.db.insert(mailGroups).values({ name: 'Filo SLA' }).returning();
    await handle.db
      .insert(mailGroupExtraUsers)
      .values({ mailGroupId: group!.id, emailAddress: 'kalite@example.test' });
    await handle.db
      .update(ticketCategorySets)
      .set({ mailGroupId: group!.id })
      .where(eq(ticketCategorySets.id, breakdown.set.id));
    // Overdue: its deadline is long past on the business clock.
    await handle.db
      .update(tickets)
      .set({ slaDeadlineBm: 1000 })
      .where(eq(tickets.id, createdTicket.id));

    // The job runs every minute; the test asks for runs now, as the schedule would.
    const boss = new PgBoss({
      connectionString: handle.url,
      schema: QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      const subject = `SLA süresi aşıldı: #${createdTicket.ticketNo}`;
      const notices = () => sink.received.filter((mail) => mail.subject === subject);
      await boss.send(SLA_EXCEEDED_JOB, {});
      await vi.waitFor(() => expect(notices().length).toBeGreaterThan(0), { timeout: 30_000 });
      // More runs, on whichever instance takes them: nothing new to send. A run that found
      // something would have queued its message by the time it is done (the rows below).
      for (let run = 0; run < 3; run++) {
        const id = await boss.send(SLA_EXCEEDED_JOB, {});
        expect(id).toEqual(expect.any(String));
        await vi.waitFor(
          async () =>
            expect((await boss.getJobById(SLA_EXCEEDED_JOB, id!))?.state).toBe('completed'),
          { timeout: 30_000 },
        );
      }
      expect(notices()).toHaveLength(1);
      expect(notices()[0]!.envelopeTo).toContain('kalite@example.test');
      const rows = await handle.db
        .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.ticketId, createdTicket.id),
            eq(outboxMessages.topic, SLA_EXCEEDED_JOB),
          ),
        );
      expect(rows).toEqual([{ state: 'sent', attempts: 1 }]);
    } finally {
      await boss.stop({ graceful: false });
    }
  }, 90_000);
});
