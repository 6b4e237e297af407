import { toStoredPhoneNumber } from '@ccms/contract/customers/rules';
import type { CurrentUser } from '../../platform/access.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { insertCallHistory } from './repository.ts';

/**
 * Records an incoming call of the softphone for the signed-in agent. The number is stored in
 * the customers' form, so calls and customers match; a number with no digits is kept as sent.
 */
export async function recordInboundCall(
  db: SealedDb,
  user: CurrentUser,
  input: { CcmsIdent: string; connectionId: string; phoneNumber: string },
): Promise<{ id: string }> {
  const id = await insertCallHistory(db, {
    ccmsIdent: input.CcmsIdent,
    connectionId: input.connectionId,
    phoneNumber: toStoredPhoneNumber(input.phoneNumber) || input.phoneNumber,
    userId: user.id,
  });
  return { id };
}
