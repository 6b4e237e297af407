import { randomUUID } from 'node:crypto';
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db.ts';
import { openTestDatabase } from '../test/backends.ts';
import { deleteExpiredOidcPayloads, OidcPayloadAdapter } from './adapter.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase('pglite');
});

afterAll(async () => {
  await handle?.close();
});

const id = () => randomUUID();

describe('OidcPayloadAdapter', () => {
  it('stores a payload and finds it again by id, per model', async () => {
    const sessions = new OidcPayloadAdapter(handle.db, 'Session');
    const grants = new OidcPayloadAdapter(handle.db, 'Grant');
    const key = id();
    const payload: AdapterPayload = { jti: key, kind: 'Session', accountId: 'a1', loginTs: 1 };
    await sessions.upsert(key, payload, 60);

    expect(await sessions.find(key)).toEqual(payload);
    expect(await grants.find(key)).toBeUndefined();
    expect(await sessions.find(id())).toBeUndefined();
  });

  it('replaces the payload on a second upsert', async () => {
    const adapter = new OidcPayloadAdapter(handle.db, 'Session');
    const key = id();
    await adapter.upsert(key, { jti: key, accountId: 'first' }, 60);
    await adapter.upsert(key, { jti: key, accountId: 'second' }, 60);
    expect((await adapter.find(key))?.accountId).toBe('second');
  });

  it('ignores expired rows and keeps rows without expiry', async () => {
    const adapter = new OidcPayloadAdapter(handle.db, 'AccessToken');
    const expired = id();
    const forever = id();
    await adapter.upsert(expired, { jti: expired }, -1);
    await adapter.upsert(forever, { jti: forever });
    expect(await adapter.find(expired)).toBeUndefined();
    expect(await adapter.find(forever)).toEqual({ jti: forever });

    expect(await deleteExpiredOidcPayloads(handle.db)).toBeGreaterThanOrEqual(1);
    expect(await adapter.find(forever)).toEqual({ jti: forever });
  });

  it('finds a session by uid and a device code by user code', async () => {
    const sessions = new OidcPayloadAdapter(handle.db, 'Session');
    const devices = new OidcPayloadAdapter(handle.db, 'DeviceCode');
    const sessionId = id();
    const uid = id();
    await sessions.upsert(sessionId, { jti: sessionId, uid }, 60);
    const deviceId = id();
    const userCode = `UC-${id()}`;
    await devices.upsert(deviceId, { jti: deviceId, userCode }, 60);

    expect((await sessions.findByUid(uid))?.jti).toBe(sessionId);
    expect(await sessions.findByUid(id())).toBeUndefined();
    expect((await devices.findByUserCode(userCode))?.jti).toBe(deviceId);
  });

  it('marks a consumed token and forgets a destroyed one', async () => {
    const adapter = new OidcPayloadAdapter(handle.db, 'AuthorizationCode');
    const key = id();
    await adapter.upsert(key, { jti: key }, 60);
    expect((await adapter.find(key))?.consumed).toBeUndefined();

    await adapter.consume(key);
    const consumed = (await adapter.find(key))?.consumed;
    expect(typeof consumed).toBe('number');
    expect(Math.abs(consumed - Date.now() / 1000)).toBeLessThan(60);

    await adapter.destroy(key);
    expect(await adapter.find(key)).toBeUndefined();
  });

  it('revokes the tokens of one grant, of its own model only', async () => {
    const accessTokens = new OidcPayloadAdapter(handle.db, 'AccessToken');
    const refreshTokens = new OidcPayloadAdapter(handle.db, 'RefreshToken');
    const grantId = id();
    const otherGrant = id();
    const [a1, a2, r1] = [id(), id(), id()];
    await accessTokens.upsert(a1, { jti: a1, grantId }, 60);
    await accessTokens.upsert(a2, { jti: a2, grantId: otherGrant }, 60);
    await refreshTokens.upsert(r1, { jti: r1, grantId }, 60);

    await accessTokens.revokeByGrantId(grantId);

    expect(await accessTokens.find(a1)).toBeUndefined();
    expect(await accessTokens.find(a2)).toBeDefined();
    expect(await refreshTokens.find(r1)).toBeDefined();
  });

  it('survives a new adapter instance (the storage is the table, not memory)', async () => {
    const key = id();
    await new OidcPayloadAdapter(handle.db, 'Grant').upsert(key, { jti: key, clientId: 'c' }, 60);
    expect((await new OidcPayloadAdapter(handle.db, 'Grant').find(key))?.clientId).toBe('c');
  });
});
