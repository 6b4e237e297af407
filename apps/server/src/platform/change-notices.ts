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

export type ChangeNoticeListener = {
  /**
   * True while the listening connection is confirmed listening and the versions were read since
   * it began: every change committed from then on reaches this instance as a notice. False
   * before, and from a lost connection until it listens again.
   */
  isHearing(): boolean;
  close(): Promise<void>;
};

type ListenOptions = {
  safetyRefreshMs?: number;
  /** Reads and records every version once listening is confirmed: the notices go on from there. */
  readVersions?: () => Promise<unknown>;
};

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
  options: ListenOptions = {},
): Promise<ChangeNoticeListener> {
  const onPayload = observeNotice(versions);
  const readVersions = options.readVersions ?? (async () => {});
  const safety = setInterval(
    () => versions.forgetAll(),
    options.safetyRefreshMs ?? SAFETY_REFRESH_MS,
  );
  safety.unref();
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(CHANNEL, onPayload);
    // The one client delivers a notice before the writing statement's answer: always exact.
    await readVersions();
    let isClosed = false;
    return {
      isHearing: () => !isClosed,
      async close() {
        isClosed = true;
        clearInterval(safety);
        await unlisten().catch(() => {});
      },
    };
  }
  const listener = listenOnPostgres(connection.connectionString, versions, onPayload, log, {
    readVersions,
  });
  await listener.connected;
  return {
    isHearing: listener.isHearing,
    async close() {
      clearInterval(safety);
      await listener.close();
    },
  };
}

/** Raises the known version a notice's payload (`topic=version`) names. */
function observeNotice(versions: DataVersions) {
  return (payload: string | undefined) => {
    const [topic, number] = (payload ?? '').split('=');
    const version = Number(number);
    if (isDataTopic(topic) && Number.isSafeInteger(version)) versions.observe({ [topic]: version });
  };
}

function listenOnPostgres(
  connectionString: string,
  versions: DataVersions,
  onPayload: (payload: string | undefined) => void,
  log: Log,
  options: { readVersions: () => Promise<unknown> },
) {
  let client: pg.Client | undefined;
  let isClosed = false;
  let isHearing = false;
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
    // Read after LISTEN: a change is either in this read or announced by a notice.
    await options.readVersions();
    if (client !== next) return;
    failures = 0;
    isHearing = true;
  };

  const lost = (lostClient: pg.Client, error: Error) => {
    if (isClosed || client !== lostClient) return;
    client = undefined;
    isHearing = false;
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
    isHearing: () => isHearing && !isClosed,
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

/**
 * Has every connection of the instance's PostgreSQL pool listen too: PostgreSQL hands a session
 * the notices of its own transaction before the commit's answer, so a write made through this
 * instance raises what it knows at its commit, before the request that wrote answers. (PGlite's
 * one client does so already.) A connection listens once, when it opens. One the pool opened
 * before (the migration's) hears nothing: while it is lent out the instance is not exact
 * (`isExact`), and once back it is closed and the versions are read.
 */
export function hearOwnCommits(
  pool: unknown,
  versions: DataVersions,
  readVersions: () => Promise<unknown>,
): { isExact(): boolean } {
  if (!(pool instanceof pg.Pool)) return { isExact: () => true };
  const onPayload = observeNotice(versions);
  const listening = new WeakSet<pg.ClientBase>();
  const deaf = new WeakSet<pg.ClientBase>();
  let deafOut = 0;
  // Whatever the pool already does with a new connection is kept, and runs first.
  const previous = pool.options.onConnect;
  pool.options.onConnect = async (client: pg.ClientBase) => {
    await previous?.(client);
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) onPayload(message.payload);
    });
    await client.query(`listen ${CHANNEL}`);
    listening.add(client);
  };
  pool.on('acquire', (client) => {
    if (listening.has(client) || deaf.has(client)) return;
    deaf.add(client);
    deafOut += 1;
  });
  pool.on('release', (_error, client) => {
    if (!deaf.has(client)) return;
    // Ended here, the pool drops it; what it wrote is known once the versions are read.
    client.end().catch(() => {});
    readVersions()
      .catch(() => {})
      .finally(() => {
        deafOut -= 1;
      });
  });
  return { isExact: () => deafOut === 0 };
}
