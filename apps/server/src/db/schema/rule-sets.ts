import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { roles } from './organisation.ts';

/** A rule set: SLA in hours, closing behaviour, field rules and flows. */
export const ruleSets = pgTable('rule_sets', {
  id: id(),
  name: text().notNull(),
  sla: integer().notNull().default(0),
  isCaseClosed: boolean().notNull().default(false),
  isDeletedFromSLA: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** Rules such as Information.Product.IsMandatory = '1'. */
export const ruleSetRules = pgTable(
  'rule_set_rules',
  {
    id: id(),
    ruleSetId: uuid()
      .notNull()
      .references(() => ruleSets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    displayName: text().notNull(),
    value: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.ruleSetId, t.name)],
);

export const ruleTemplates = pgTable('rule_templates', {
  id: id(),
  name: text().notNull().unique(),
  displayName: text().notNull(),
  value: text().notNull(),
});

/** actionStatus: 0 read ('Okuma'), 1 write ('Yazma'). */
export const ruleSetFlows = pgTable(
  'rule_set_flows',
  {
    id: id(),
    ruleSetId: uuid()
      .notNull()
      .references(() => ruleSets.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    actionStatus: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.ruleSetId, t.roleId), index().on(t.roleId)],
);
