import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { roles } from './organisation.ts';
import { ruleSets } from './rule-sets.ts';

const hierarchyLevel = (name: string) =>
  pgTable(name, {
    id: id(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    isDeleted: boolean().notNull().default(false),
    createdAt: createdAt(),
  });

export const ticketTypes = hierarchyLevel('ticket_types');
export const ticketCategories = hierarchyLevel('ticket_categories');
export const ticketSubCategories = hierarchyLevel('ticket_sub_categories');

export const mailGroups = pgTable('mail_groups', {
  id: id(),
  name: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const mailGroupRoles = pgTable(
  'mail_group_roles',
  {
    mailGroupId: uuid()
      .notNull()
      .references(() => mailGroups.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.mailGroupId, t.roleId] })],
);

export const mailGroupExtraUsers = pgTable(
  'mail_group_extra_users',
  {
    mailGroupId: uuid()
      .notNull()
      .references(() => mailGroups.id, { onDelete: 'cascade' }),
    emailAddress: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailGroupId, t.emailAddress] })],
);

/** A breakdown: type + category + sub-category with its rule set and switches. */
export const ticketCategorySets = pgTable(
  'ticket_category_sets',
  {
    id: id(),
    typeId: uuid()
      .notNull()
      .references(() => ticketTypes.id),
    categoryId: uuid()
      .notNull()
      .references(() => ticketCategories.id),
    subCategoryId: uuid()
      .notNull()
      .references(() => ticketSubCategories.id),
    ruleSetId: uuid().references(() => ruleSets.id),
    /** 1 inbound, 2 e-commerce. */
    callType: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    isDeleted: boolean().notNull().default(false),
    isManagerSee: boolean().notNull().default(false),
    canGoEcommerceBackOffice: boolean().notNull().default(false),
    isAllergy: boolean().notNull().default(false),
    isCrossOrder: boolean().notNull().default(false),
    isIvr: boolean().notNull().default(false),
    isOnlineShop: boolean().notNull().default(false),
    isSms: boolean().notNull().default(false),
    is48HoursSms: boolean().notNull().default(false),
    canStoreView: boolean().notNull().default(false),
    isAppreciationMail: boolean().notNull().default(false),
    isRedAlarm: boolean().notNull().default(false),
    script: text(),
    mailGroupId: uuid().references(() => mailGroups.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_category_sets_breakdown_unique')
      .on(t.typeId, t.categoryId, t.subCategoryId)
      .where(sql`not ${t.isDeleted}`),
    index().on(t.ruleSetId),
  ],
);

export const categorySetMails = pgTable(
  'category_set_mails',
  {
    id: id(),
    ticketCategorySetId: uuid()
      .notNull()
      .references(() => ticketCategorySets.id),
    emailAddress: text().notNull(),
    isActive: boolean().notNull().default(true),
    isDeleted: boolean().notNull().default(false),
  },
  (t) => [index().on(t.ticketCategorySetId)],
);
