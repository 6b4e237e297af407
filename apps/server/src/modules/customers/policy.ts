import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { hasManagerProfile } from '@ccms/contract/permissions';
import type { CurrentUser } from '../../platform/access.ts';
import { forbidden } from '../../platform/errors.ts';

/** Store managers may read customers but not change them or their cards (docs/domain.md §1). */
export function assertMayEditCustomers(user: CurrentUser): void {
  if (hasManagerProfile((p) => user.permissions.has(p))) {
    throw forbidden(CUSTOMER_MESSAGES.managerCannotEdit);
  }
}
