import { callHistories } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export async function insertCallHistory(
  db: Executor,
  values: { ccmsIdent: string; connectionId: string; phoneNumber: string; userId: string },
): Promise<string> {
  const [row] = await db.insert(callHistories).values(values).returning({ id: callHistories.id });
  return row!.id;
}
