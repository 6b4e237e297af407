import type { TClientConfig } from '@ccms/contract/client-config';
import { createVersionedCache, type DataVersions } from '../../platform/data-versions.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { isAdministratorPresent, isDemoDataPresent } from '../organisation/index.ts';

/**
 * Whether an administrator exists and whether the demo data is there (docs/domain.md §16.1),
 * kept until the access version moves: both are users and roles, whose every change raises it
 * (also a command's on the server, through the triggers), so the public answer reads nothing
 * per request.
 */
export function createSetupState(
  db: SealedDb,
  versions: DataVersions,
): () => Promise<TClientConfig['setup']> {
  const cache = createVersionedCache(versions, 'access', async () => ({
    hasAdministrator: await isAdministratorPresent(db),
    hasDemoData: await isDemoDataPresent(db),
  }));
  return () => cache.get();
}
