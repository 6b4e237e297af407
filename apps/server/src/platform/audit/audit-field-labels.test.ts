import { AUDIT_FIELD_LABELS } from '@ccms/contract/audit-fields';
import type { AuditEntityType } from '@ccms/contract/audit-log';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';

/**
 * The table whose rows each kind of audit entry records, before and after: a new kind fails to
 * compile here until its table is named, and then this test until its columns have names.
 */
const TABLE_OF: Readonly<Record<AuditEntityType, PgTable>> = {
  ticketType: schema.ticketTypes,
  ticketCategory: schema.ticketCategories,
  ticketSubCategory: schema.ticketSubCategories,
  categorySet: schema.ticketCategorySets,
  categorySetMail: schema.categorySetMails,
  ruleSet: schema.ruleSets,
  ruleSetRule: schema.ruleSetRules,
  ruleSetFlow: schema.ruleSetFlows,
  ruleTemplate: schema.ruleTemplates,
  campaign: schema.campaigns,
  source: schema.sources,
  callWrapUp: schema.callWrapUps,
  customerVoice: schema.customerVoices,
  deliveryType: schema.deliveryTypes,
  mailGroup: schema.mailGroups,
  holiday: schema.holidays,
  user: schema.users,
  role: schema.roles,
  userRoleInStore: schema.userRolesInStores,
  rolePermission: schema.rolePermissions,
  store: schema.stores,
  outboxMessage: schema.outboxMessages,
  dataImport: schema.dataImports,
};

describe('the audit log names every field in Turkish', () => {
  it('has a Turkish name for each column of every audited table', () => {
    const columns = Object.values(TABLE_OF).flatMap((table) => Object.keys(getTableColumns(table)));
    const unnamed = [...new Set(columns)].filter((column) => !(column in AUDIT_FIELD_LABELS));
    expect(unnamed).toEqual([]);
  });
});
