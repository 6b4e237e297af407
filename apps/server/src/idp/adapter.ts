import type { SQL } from 'drizzle-orm';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads } from '../db/schema/idp.ts';
import type { Database } from '../platform/db.ts';

/**
 * oidc-provider storage in the `oidc_payloads` table: one row per (model, id), expired rows
 * ignored, so sessions, grants and refresh tokens survive a restart and are shared by
 * every server instance.
 */
export class OidcPayloadAdapter implements Adapter {
  readonly #db: Database;
  readonly #model: string;

  constructor(db: Database, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.#db
      .insert(oidcPayloads)
      .values({ model: this.#model, id, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.id, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.uid, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // The provider calls this on each token model in turn, so each removes its own rows.
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.grantId, grantId)));
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const now = new Date();
    const [row] = await this.#db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, this.#model),
          condition,
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }
}

/** An adapter factory for the provider's `adapter` option. */
export function createOidcAdapterFactory(db: Database): (model: string) => Adapter {
  return (model) => new OidcPayloadAdapter(db, model);
}

/** Deletes expired provider rows; returns how many went. */
export async function deleteExpiredOidcPayloads(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, now))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
