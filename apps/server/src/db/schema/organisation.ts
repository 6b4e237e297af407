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
import { cities, counties } from './address.ts';
import { createdAt, id } from './columns.ts';

/** Units: physical stores (type 0) and departments / solution units (types 1 and 4). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    code: text(),
    name: text().notNull(),
    type: integer().notNull().default(0),
    isECommerce: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    cityId: integer().references(() => cities.id),
    countyId: integer().references(() => counties.id),
    address: text(),
    phoneNumber: text(),
    emailAddress: text(),
    regionManagerName: text(),
    regionManagerSurname: text(),
    regionManagerEmail: text(),
    areaManagerName: text(),
    areaManagerSurname: text(),
    areaManagerEmail: text(),
    unitManagerName: text(),
    unitManagerSurname: text(),
    unitManagerEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.name), index().on(t.areaManagerEmail), index().on(t.regionManagerEmail)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    surname: text().notNull(),
    userName: text().notNull(),
    emailAddress: text().notNull(),
    userType: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    ccmsIdent: text(),
    positionIdent: text(),
    /** scrypt hash; used only by the embedded sign-in provider. */
    passwordHash: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.emailAddress})`)],
);

/** roleType: 0, 1, 3 store; 4 department; 5 call-centre partner operator. */
export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  roleType: integer().notNull().default(4),
  isActive: boolean().notNull().default(true),
  /**
   * The e-commerce back-office role: forwarding to it is allowed only on breakdowns with
   * canGoEcommerceBackOffice, after a warning (docs/domain.md §13.2 4 Yönlendir).
   */
  isECommerceBackOffice: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRolesInStores = pgTable(
  'user_roles_in_stores',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    storeId: uuid()
      .notNull()
      .references(() => stores.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.roleId, t.storeId),
    index().on(t.roleId, t.storeId),
    index().on(t.storeId),
  ],
);
