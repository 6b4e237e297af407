import { callHistories } from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

export async function insertCallHistory(
  db: SealedDb,
  values: { ccmsIdent: string; connectionId: string; phoneNumber: string; userId: string },
): Promise<string> {
  const [row] = await unsealed(db)
    .insert(callHistories)
    .values(values)
    .returning({ id: callHistories.id });
  return row!.id;
}
