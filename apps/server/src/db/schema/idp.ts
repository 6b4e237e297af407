import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Storage of the embedded OpenID provider (sessions, grants, codes, refresh tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index().on(t.grantId), index().on(t.uid)],
);

/**
 * The embedded provider's keys, shared by every instance (docs/domain.md §9): RS256 signing keys
 * (`kind` 'signing', `id` the key id, `material` the private JWK) and the keys of its signed
 * cookies (`kind` 'cookie', `material` `{ key }`). The newest signing key without `retiredAt`
 * signs; a retired one stays in the key set until every token it signed has expired.
 */
export const idpKeys = pgTable('idp_keys', {
  id: text().primaryKey(),
  kind: text().notNull(),
  material: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp({ withTimezone: true }),
});

/**
 * Failed password sign-ins counted per account name typed and per client address
 * (docs/domain.md §9, "Sign-in limits"): kept in the database so every instance applies the same
 * delay or lock. `key` is `account:<e-mail, lower case>` or `address:<ip>`; a key is counted the
 * same whether or not the account exists.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.lastFailureAt)],
);
