import type { AddressInfo } from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import { SETUP_COMMANDS } from '@ccms/contract/setup';
import { buildApp } from './app.ts';
import {
  createLocalTokenSecret,
  removeLocalTokenAccess,
  writeLocalTokenAccess,
} from './idp/local-token.ts';
import { isAdministratorPresent } from './modules/organisation/index.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { closeGracefully } from './platform/graceful-shutdown.ts';
import { loadStartData } from './seed/seed.ts';

// V8 lets the old generation grow to up to four times the live heap before collecting it. A
// streamed Excel export's short-lived rows are partly promoted there, so one 100,000-row file
// grew the process by about 100 MB; collecting at 1.5 times kept it at 26–54 MB in our runs,
// at the same speed (docs/performance.md).
v8.setFlagsFromString('--heap-growing-percent=50');

/** Where this machine reaches the product: a wildcard listen is reached on the loopback. */
function loopbackHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/**
 * Starts the product: migrate, write the base data (and the demo data where asked: DEMO_DATA,
 * docs/domain.md §16.1), then listen.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await handle.migrate();
  const { demoSeeded } = await loadStartData(handle.db, config.demoData);
  // The embedded database has one holder: `npm run token` asks this process for its tokens.
  const localTokenSecret =
    handle.kind === 'pglite' && !config.oidc.externalIssuer ? createLocalTokenSecret() : undefined;
  const app = await buildApp({
    config,
    db: handle.db,
    queueConnection: handle.queueConnection,
    listenConnection: handle.queueConnection,
    localTokenSecret,
  });
  if (demoSeeded) app.log.info('Demo verileri yüklendi (ilk başlatma).');
  if (!(await isAdministratorPresent(handle.db))) {
    app.log.warn(
      `Henüz bir yönetici yok; kimse oturum açamaz. İlk yöneticiyi oluşturun: ${SETUP_COMMANDS.createAdministrator}`,
    );
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const started = performance.now();
    removeLocalTokenAccess(config.dataDir);
    const { wasCut } = await closeGracefully(app, config.shutdown);
    await handle.close();
    app.log.info({ ms: Math.round(performance.now() - started), wasCut }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (localTokenSecret) {
    writeLocalTokenAccess(config.dataDir, {
      url: `http://${loopbackHost(config.host)}:${(app.server.address() as AddressInfo).port}`,
      secret: localTokenSecret,
    });
  }
  app.log.info(`Ürün hazır: ${config.publicUrl}`);
  app.log.info(
    `Ürünü tarayıcıda bu adresle açın: ${config.publicUrl}. Başka bir adresle açılan sayfa bu ` +
      'adrese yönlenir; iş arkadaşlarınız başka bir makineden açacaksa PUBLIC_URL değişkenini ' +
      'onların ulaştığı adrese ayarlayın (ör. PUBLIC_URL=http://makine-adi:3000 npm start).',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
