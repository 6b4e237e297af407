import type { TCallWrapUp } from '@ccms/contract/reference';
import { and, eq, ne } from 'drizzle-orm';
import { callWrapUps } from '../../../db/schema/index.ts';
import { hasSameName, lockNameWrites } from '../../../db/unique-names.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const WRAP_UP_COLUMNS = {
  id: callWrapUps.id,
  name: callWrapUps.name,
  isActive: callWrapUps.isActive,
  isClosed: callWrapUps.isClosed,
  isProcess: callWrapUps.isProcess,
  isCustomerVoiceNecessary: callWrapUps.isCustomerVoiceNecessary,
  isSlaPaused: callWrapUps.isSlaPaused,
  revealsDiscountCode: callWrapUps.revealsDiscountCode,
  revealsMoneyPoint: callWrapUps.revealsMoneyPoint,
};

/** Every wrap-up, active or not (sorted by the service, the Turkish way). */
export function findAllCallWrapUps(db: SealedDb) {
  return unsealed(db).select(WRAP_UP_COLUMNS).from(callWrapUps);
}

export const lockCallWrapUpNames = (tx: SealedDb) => lockNameWrites(unsealed(tx), 'call-wrap-ups');

export async function isCallWrapUpNameTaken(db: SealedDb, name: string, exceptId?: string) {
  const [row] = await unsealed(db)
    .select({ id: callWrapUps.id })
    .from(callWrapUps)
    .where(
      and(hasSameName(callWrapUps.name, name), exceptId ? ne(callWrapUps.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCallWrapUp(tx: SealedDb, row: TCallWrapUp) {
  const [saved] = await unsealed(tx)
    .insert(callWrapUps)
    .values(row)
    .onConflictDoNothing({ target: callWrapUps.id })
    .returning(WRAP_UP_COLUMNS);
  return saved ?? null;
}

export async function lockCallWrapUp(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select(WRAP_UP_COLUMNS)
    .from(callWrapUps)
    .where(eq(callWrapUps.id, id))
    .for('update');
  return row ?? null;
}

export async function updateCallWrapUpRow(tx: SealedDb, row: TCallWrapUp) {
  const [saved] = await unsealed(tx)
    .update(callWrapUps)
    .set(row)
    .where(eq(callWrapUps.id, row.id))
    .returning(WRAP_UP_COLUMNS);
  return saved!;
}
