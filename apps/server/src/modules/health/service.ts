import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import type { THealth, TLiveness } from '@ccms/contract/health';
import { isDatabaseUp } from '../../platform/db.ts';
import type { DrainState } from '../../platform/draining.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';

export type HealthDeps = {
  db: SealedDb;
  /** Whether the file store (local disk or object store) answers. */
  isFileStoreUp(): Promise<boolean>;
  drain: Pick<DrainState, 'isDraining'>;
};

/** A check that hangs (a database behind a dropped network) counts as down after this. */
const CHECK_TIMEOUT_MS = 3000;

async function answersInTime(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The instance's report: ready for new requests only when it is not draining and both its
 * database and its file store answer.
 */
export async function checkHealth(
  deps: HealthDeps,
): Promise<{ report: THealth; isReady: boolean }> {
  const [isDatabaseReachable, isFilesReachable] = await Promise.all([
    answersInTime(() => isDatabaseUp(deps.db)),
    answersInTime(() => deps.isFileStoreUp()),
  ]);
  const isHealthy = isDatabaseReachable && isFilesReachable;
  const status = deps.drain.isDraining ? 'draining' : isHealthy ? 'healthy' : 'unhealthy';
  return {
    report: {
      status,
      version: APP_VERSION_LABEL,
      database: isDatabaseReachable ? 'up' : 'down',
      files: isFilesReachable ? 'up' : 'down',
    },
    isReady: status === 'healthy',
  };
}

/** The liveness answer: the process runs its event loop, whatever else is down. */
export function checkLiveness(): TLiveness {
  return { status: 'alive', version: APP_VERSION_LABEL };
}
