import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ticketDocuments, tickets } from '../../db/schema/index.ts';
import { bearerHeader, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, PDF_TEXT, PNG_BYTES } from '../../test/ticket-world.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db.ts';
import { runBackupCli } from './backup-cli.ts';
import { BACKUP_TEXTS } from './backup-texts.ts';
import { buildManifest, currentSchemaVersion, MANIFEST_NAME } from './manifest.ts';
import { runRestoreCli } from './restore-cli.ts';
import { tarStream } from './tar-archive.ts';

type Product = { ctx: TestContext; handle: DatabaseHandle; app: FastifyInstance };

/** The product on an embedded database in `dataDir`, as `npm start` runs it (no job queue). */
async function startProduct(env: NodeJS.ProcessEnv): Promise<Product> {
  const config = loadConfig(env);
  const handle = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
  await handle.migrate();
  const app = await buildApp({
    config,
    db: handle.db,
    logger: false,
    webDistDir: path.join(config.dataDir, 'no-web-build'),
    listenConnection: handle.queueConnection,
  });
  await app.ready();
  const ctx: TestContext = {
    app,
    db: handle.db,
    config,
    authHeader: (user) => bearerHeader(handle.db, config, user),
    openAnotherInstance: () => Promise.reject(new Error('one embedded instance only')),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
  return { ctx, handle, app };
}

function recordingOutput() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    output: {
      out: (text: string) => lines.out.push(text),
      err: (text: string) => lines.err.push(text),
    },
  };
}

const filesOf = async (db: TestContext['db'], ticketId: string) =>
  db.select().from(ticketDocuments).where(eq(ticketDocuments.ticketId, ticketId));

describe('npm run backup and npm run restore (embedded database and local files)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-backup-'));
  const dataDir = path.join(root, 'data');
  const env = { DATA_DIR: dataDir, API_RATE_LIMIT: '1000000' };
  const archive = path.join(root, 'yedek.tar.gz');
  let product: Product | null = null;
  let firstTicketId: string;
  let firstDescription: string;
  let firstFile: { key: string; bytes: Buffer };

  const filePath = (key: string) => path.join(dataDir, 'files', key);

  beforeAll(async () => {
    product = await startProduct(env);
    const world = await createTicketWorld(product.ctx.db);
    const agent = await world.agent();
    firstTicketId = await createTicketOverHttp(product.ctx, world, agent, undefined, [
      { name: 'fatura.pdf', content: PDF_TEXT, type: 'application/pdf' },
    ]);
    const [ticket] = await product.ctx.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, firstTicketId));
    firstDescription = ticket!.description;
    const [document] = await filesOf(product.ctx.db, firstTicketId);
    firstFile = {
      key: document!.storageKey,
      bytes: fs.readFileSync(filePath(document!.storageKey)),
    };
    await product.ctx.close();
    product = null;
    // A fresh embedded database is migrated here: slower than the default minute on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await product?.ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Three starts of the product on a fresh embedded database: more than the default 30 s on a
  // busy machine.
  it('backs up, and after a ticket and a file change, restores the earlier rows and bytes', {
    timeout: 180_000,
  }, async () => {
    const backup = recordingOutput();
    expect(
      await runBackupCli(['--out', archive], env, backup.output),
      backup.lines.err.join('\n'),
    ).toBe(0);
    expect(backup.lines.out.at(-1)).toContain(archive);

    // The changes: the ticket's description, its file lost from the disk, a second ticket and file.
    product = await startProduct(env);
    const { db } = product.ctx;
    await db
      .update(tickets)
      .set({ description: 'Sonradan değişti' })
      .where(eq(tickets.id, firstTicketId));
    fs.rmSync(filePath(firstFile.key));
    const laterWorld = await createTicketWorld(db);
    const agent = await laterWorld.agent();
    const secondTicketId = await createTicketOverHttp(product.ctx, laterWorld, agent, undefined, [
      { name: 'hasar.png', content: PNG_BYTES, type: 'image/png' },
    ]);
    const [secondFile] = await filesOf(db, secondTicketId);
    expect(fs.existsSync(filePath(secondFile!.storageKey))).toBe(true);

    await product.ctx.close();
    product = null;

    const restore = recordingOutput();
    expect(await runRestoreCli([archive], env, restore.output), restore.lines.err.join('\n')).toBe(
      0,
    );
    expect(restore.lines.out.at(-1)).toBe(BACKUP_TEXTS.restoreDone);

    product = await startProduct(env);
    const restored = product.ctx.db;
    const [ticket] = await restored.select().from(tickets).where(eq(tickets.id, firstTicketId));
    expect(ticket!.description).toBe(firstDescription);
    expect(await restored.select().from(tickets).where(eq(tickets.id, secondTicketId))).toEqual([]);
    expect(fs.readFileSync(filePath(firstFile.key)).equals(firstFile.bytes)).toBe(true);
    expect(fs.existsSync(filePath(secondFile!.storageKey))).toBe(false);
    // The state replaced is kept beside, not deleted.
    const kept = fs.readdirSync(dataDir).filter((name) => name.includes('.before-restore-'));
    expect(kept.sort()).toEqual([
      expect.stringMatching(/^db\.before-restore-/),
      expect.stringMatching(/^files\.before-restore-/),
    ]);
    await product.ctx.close();
    product = null;
  });

  it('refuses the restore while another process holds the database', async () => {
    // A live process other than this one: the test runner's parent.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    try {
      const refused = recordingOutput();
      expect(await runRestoreCli([archive], env, refused.output)).toBe(1);
      expect(refused.lines.err.join('\n')).toContain(`${process.ppid} numaralı işlem`);
      const backup = recordingOutput();
      expect(await runBackupCli(['--out', path.join(root, 'x.tar.gz')], env, backup.output)).toBe(
        1,
      );
      expect(fs.existsSync(path.join(root, 'x.tar.gz'))).toBe(false);
    } finally {
      fs.rmSync(path.join(dataDir, 'db.lock'), { force: true });
    }
  });

  it('refuses a backup of another schema version, naming both, and leaves the data as it was', async () => {
    const manifest = buildManifest(
      '0003_older_schema',
      {
        tickets: 0,
        customers: 0,
        ticketFiles: 0,
        databaseFiles: 0,
        databaseBytes: 0,
        storedFiles: 0,
        storedBytes: 0,
      },
      new Date('2026-01-02T03:04:05Z'),
    );
    const text = Buffer.from(JSON.stringify(manifest));
    const older = path.join(root, 'eski.tar.gz');
    await pipeline(
      Readable.from(
        tarStream([
          {
            name: MANIFEST_NAME,
            type: 'file',
            mode: 0o644,
            size: text.length,
            mtime: new Date(),
            content: text,
          },
        ]),
      ),
      createGzip(),
      fs.createWriteStream(older),
    );
    const before = fs.readdirSync(dataDir).sort();

    const refused = recordingOutput();
    expect(await runRestoreCli([older], env, refused.output)).toBe(1);
    expect(refused.lines.err).toEqual([BACKUP_TEXTS.otherSchema(manifest, currentSchemaVersion())]);
    expect(refused.lines.err[0]).toContain('0003_older_schema');
    expect(refused.lines.err[0]).toContain(currentSchemaVersion());
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  });

  it('refuses a damaged archive without touching the data', async () => {
    const damaged = path.join(root, 'bozuk.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const before = fs.readdirSync(dataDir).sort();
    const refused = recordingOutput();
    expect(await runRestoreCli([damaged], env, refused.output)).toBe(1);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  });

  it('points to pg_dump with DATABASE_URL and to the bucket tools with S3_BUCKET', async () => {
    const postgres = recordingOutput();
    expect(
      await runBackupCli(
        [],
        { ...env, DATABASE_URL: 'postgres://x@127.0.0.1/ccms' },
        postgres.output,
      ),
    ).toBe(2);
    expect(postgres.lines.err).toEqual([BACKUP_TEXTS.postgresRoute]);
    expect(postgres.lines.err[0]).toContain('pg_dump');
    const bucket = recordingOutput();
    expect(await runRestoreCli([archive], { ...env, S3_BUCKET: 'ccms-files' }, bucket.output)).toBe(
      2,
    );
    expect(bucket.lines.err).toEqual([BACKUP_TEXTS.bucketRoute('ccms-files')]);
  });
});
