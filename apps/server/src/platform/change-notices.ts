import { isDataTopic } from '@ccms/contract/data-versions';
import pg from 'pg';
import type { DataVersions } from './data-versions.ts';
import type { QueueConnection } from './db.ts';

/** The channel the data-version triggers notify on, with payloads like `holidays=12`. */
const CHANNEL = 'data_changes';
/** Every cache is dropped this often anyway, in case a notice was lost. */
export const SAFETY_REFRESH_MS = 60_000;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

type Log = { warn(object: object, message: string): void };

export type ChangeNoticeListener = { close(): Promise<void> };

/**
 * Listens for the database's change notices (statement triggers call pg_notify in the writing
 * transaction, so a notice arrives at commit whatever code wrote) and raises the instance's known
 * versions, which makes every cache of that topic reload on its next use. On PostgreSQL a
 * dedicated client LISTENs; a dropped connection drops every cache (notices may have been missed)
 * and reconnects. On PGlite the one client's own listen serves the one process. A timer drops
 * every cache every minute as a safety net.
 */
export async function listenForChangeNotices(
  connection: QueueConnection,
  versions: DataVersions,
  log: Log,
  options: { safetyRefreshMs?: number } = {},
): Promise<ChangeNoticeListener> {
  const onPayload = (payload: string | undefined) => {
    const [topic, number] = (payload ?? '').split('=');
    const version = Number(number);
    if (isDataTopic(topic) && Number.isSafeInteger(version)) versions.observe({ [topic]: version });
  };
  const safety = setInterval(
    () => versions.forgetAll(),
    options.safetyRefreshMs ?? SAFETY_REFRESH_MS,
  );
  safety.unref();
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(CHANNEL, onPayload);
    return {
      async close() {
        clearInterval(safety);
        await unlisten().catch(() => {});
      },
    };
  }
  const listener = listenOnPostgres(connection.connectionString, versions, onPayload, log);
  await listener.connected;
  return {
    async close() {
      clearInterval(safety);
      await listener.close();
    },
  };
}

function listenOnPostgres(
  connectionString: string,
  versions: DataVersions,
  onPayload: (payload: string | undefined) => void,
  log: Log,
) {
  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) onPayload(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    // Whatever changed while nobody listened is unknown: every cache starts again.
    if (failures > 0) versions.forgetAll();
    failures = 0;
  };

  const lost = (lostClient: pg.Client, error: Error) => {
    if (isClosed || client !== lostClient) return;
    client = undefined;
    versions.forgetAll();
    lostClient.end().catch(() => {});
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    log.warn({ err: error, delayMs: delay }, 'change notices: listening connection lost');
    retry = setTimeout(() => {
      connect().catch((reason: Error) => {
        if (client) lost(client, reason);
      });
    }, delay);
    retry.unref();
  };

  return {
    connected: connect().catch((error: unknown) => {
      // Not listening from the start is a failed start, not something to retry quietly.
      isClosed = true;
      clearTimeout(retry);
      throw error;
    }),
    async close() {
      isClosed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
