import { CUSTOMER_MESSAGES } from '@ccms/contract/customers';
import { hasManagerProfile } from '@ccms/contract/permissions';
import type { CurrentUser } from '../../platform/access.ts';
import { forbidden } from '../../platform/errors.ts';

/** Store managers may read customers but not change them or their cards (part 1 §6). */
export function assertMayEditCustomers(user: CurrentUser): void {
  if (hasManagerProfile((p) => user.permissions.has(p))) {
    throw forbidden(CUSTOMER_MESSAGES.managerCannotEdit);
  }
}
