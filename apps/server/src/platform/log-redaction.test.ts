import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/backends.ts';
import { createUserWithPermissions } from '../test/factories.ts';
import { bearerHeader } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db.ts';
import { scrubText } from './log-redaction.ts';

const E_MAIL = 'ayse.yilmaz@example.com';
const PHONE = '05321234567';
const PASSWORD = 'Gizli-Parola-42';
const COOKIE = 'oidc-session=cerez-degeri-123';

describe('scrubText', () => {
  it('cuts tokens, e-mail addresses and phone numbers, and keeps dates, times and ids', () => {
    const text = scrubText(
      `Bearer abc.def-ghi ${E_MAIL} +90 532 123 45 67 ${PHONE} eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl ?password=x&page=2`,
    );
    expect(text).toBe(
      'Bearer [gizli] [e-posta] [telefon] [telefon] [gizli] ?password=[gizli]&page=2',
    );
    const kept = '2026-11-26T19:14:17.123Z 3f2a9c1e-1234-4b6d-9e8f-123456789012 id 42 took 1234 ms';
    expect(scrubText(kept)).toBe(kept);
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-log-'));
    handle = await openTestDatabase('pglite');
    const config = loadConfig({ DATA_DIR: dataDir });
    app = await buildApp({
      config,
      db: handle.db,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      webDistDir: path.join(dataDir, 'no-web-build'),
    });
    await app.ready();
    const user = await createUserWithPermissions(handle.db, []);
    const bearer = await bearerHeader(handle.db, config, user);
    const token = bearer.authorization.slice('Bearer '.length);
    const query = `email=${encodeURIComponent(E_MAIL)}&phone=${PHONE}&access_token=${token}`;
    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/session/GetCurrentLoginInformation?${query}`,
      headers: { ...bearer, cookie: COOKIE },
      payload: { password: PASSWORD, emailAddress: E_MAIL, phone: PHONE },
    });
    expect(signedIn.statusCode).toBe(200);
    // A forged token: refused with 401, which the error handler logs as 'request refused'.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/session/GetCurrentLoginInformation?${query}`,
      headers: { authorization: `Bearer ${token}x`, cookie: COOKIE },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    // What a module may log: fields of a body, a message naming the person, a failure.
    app.log.info(
      { statusCode: 409, messages: [`${E_MAIL} adresi ${PHONE} numarası kayıtlı`] },
      'request refused',
    );
    app.log.info(
      { body: { password: PASSWORD, emailAddress: E_MAIL, phone: PHONE }, to: PHONE },
      `SMS to ${PHONE} for ${E_MAIL}`,
    );
    app.log.error({ err: new Error(`no user ${E_MAIL} with password ${PASSWORD}`) }, 'failed');
    lines.push(JSON.stringify({ token }));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries request ids on every line of a request', () => {
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/^[\da-f-]{36}$/);
    expect(lines.some((line) => line.includes('request refused') && line.includes('reqId'))).toBe(
      true,
    );
  });

  it('carries no token, password, cookie, e-mail address or phone number', () => {
    const token = JSON.parse(lines.pop() ?? '{}').token as string;
    const log = lines.join('\n');
    expect(log).toContain('[e-posta]');
    expect(log).toContain('[gizli]');
    for (const secret of [token, token.split('.')[2], PASSWORD, COOKIE, E_MAIL, PHONE]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('example.com');
  });
});
