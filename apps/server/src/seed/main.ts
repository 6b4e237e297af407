import path from 'node:path';
import * as schema from '../db/schema/index.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db.ts';
import { DEMO_PASSWORD } from './organisation.ts';
import { DEMO_ADMIN_EMAIL, seedDemoData } from './seed.ts';

// `npm run seed`: applies migrations, then writes the demo data once.

async function summarise(db: Database): Promise<string> {
  const [userCount, unitCount, customerCount, productCount, setCount] = await Promise.all([
    db.$count(schema.users),
    db.$count(schema.stores),
    db.$count(schema.customers),
    db.$count(schema.products),
    db.$count(schema.ticketCategorySets),
  ]);
  return `${userCount} kullanıcı, ${unitCount} birim, ${setCount} kırılım, ${productCount} ürün, ${customerCount} müşteri`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await handle.migrate();
    const started = performance.now();
    const { seeded } = await seedDemoData(handle.db);
    const seconds = ((performance.now() - started) / 1000).toLocaleString('tr-TR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const counts = await summarise(handle.db);
    console.log(
      seeded
        ? `Demo verisi yüklendi (${seconds} sn): ${counts}. Giriş: ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`
        : `Demo verisi zaten yüklü, hiçbir şey değiştirilmedi: ${counts}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Demo verisi yüklenemedi: ${message}`);
  process.exitCode = 1;
});
