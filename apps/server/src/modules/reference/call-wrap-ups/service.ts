import type { TCallWrapUp } from '@ccms/contract/reference';
import type { TCallWrapUpWrite } from '@ccms/contract/reference-admin/schemas';
import { callWrapUpSwitchProblems } from '@ccms/contract/reference-admin/wrap-up-switches';
import type { CurrentUser } from '../../../platform/access.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import { createReferenceRow, type ReferenceRowStore, updateReferenceRow } from '../admin-rows.ts';
import { sortTurkish } from '../service.ts';
import {
  findAllCallWrapUps,
  insertCallWrapUp,
  isCallWrapUpNameTaken,
  lockCallWrapUp,
  lockCallWrapUpNames,
  updateCallWrapUpRow,
} from './repository.ts';

/** The SLA-paused switch needs in-process, on the server as on the screen. */
const CALL_WRAP_UPS: ReferenceRowStore<TCallWrapUp> = {
  kind: 'callWrapUp',
  lockNames: lockCallWrapUpNames,
  isNameTaken: isCallWrapUpNameTaken,
  insert: insertCallWrapUp,
  lock: lockCallWrapUp,
  update: updateCallWrapUpRow,
  problems: callWrapUpSwitchProblems,
};

/** CallWrapUps/GetAllCallWrapUps: the definitions screen's wrap-ups, inactive ones too. */
export async function listAllCallWrapUps(db: SealedDb): Promise<TCallWrapUp[]> {
  return sortTurkish(await findAllCallWrapUps(db), (row) => row.name);
}

type CallWrapUpCreate = Omit<TCallWrapUp, 'id'> & { id?: string | undefined };

export function createCallWrapUp(
  db: SealedDb,
  user: CurrentUser,
  input: CallWrapUpCreate,
): Promise<Written<TCallWrapUp>> {
  return createReferenceRow(db, user, CALL_WRAP_UPS, (_tx, id) => ({ ...input, id }), input.id);
}

export function updateCallWrapUp(
  db: SealedDb,
  user: CurrentUser,
  input: TCallWrapUpWrite,
): Promise<Written<TCallWrapUp>> {
  return updateReferenceRow(db, user, CALL_WRAP_UPS, input);
}
