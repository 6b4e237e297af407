import type { AuditEntityType } from '@ccms/contract/audit-log';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { createdDateQuery } from '../../../lib/created-date-query';

/** A user chosen in the filter, with the name the select shows. */
export type ChosenUser = { id: string; displayName: string };

/** What the filter card applies; days are calendar days 'YYYY-MM-DD'. */
export type AuditLogFilters = {
  user?: ChosenUser | null;
  entityType?: AuditEntityType | null;
  from?: string | null;
  to?: string | null;
};

export type AuditLogState = {
  filters: AuditLogFilters;
  /** Newest first unless the user turns the date column round. */
  order: 'ascend' | 'descend';
  page: number;
};

export const INITIAL_AUDIT_LOG_STATE: AuditLogState = { filters: {}, order: 'descend', page: 1 };

/** auditlog/list's body: the chosen user, entity type and days, by date, 20 a page. */
export function buildAuditLogQuery(state: AuditLogState): TQueryFormatter {
  const { user, entityType, from, to } = state.filters;
  const filters: TQueryFilter[] = [];
  if (user) filters.push({ propertyName: 'userId', operator: 'equal', targetValue: user.id });
  if (entityType) {
    filters.push({ propertyName: 'entityType', operator: 'equal', targetValue: entityType });
  }
  return createdDateQuery({
    filters,
    from,
    to,
    order: state.order,
    page: state.page,
    pageSize: PAGE_SIZES.auditLog,
  });
}
