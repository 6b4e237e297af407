/**
 * A server instance's background work alone, in its own process, for the tests that kill it
 * mid-send (platform/outbox/instances.test.ts). Settings come from the environment as in the
 * product; it prints 'ready' once its queue runs.
 */
import { startBackgroundWork } from '../background.ts';
import { createBusinessClockSource } from '../modules/sla/index.ts';
import { systemClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl });
const quiet = () => {};
await startBackgroundWork({
  config,
  db: handle.db,
  connection: handle.queueConnection,
  clock: systemClock,
  businessClocks: createBusinessClockSource(handle.db, config.businessTimeZone),
  log: { error: console.error, warn: quiet, info: quiet } as never,
});
process.stdout.write('ready\n');
