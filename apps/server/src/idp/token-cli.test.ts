import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/organisation.ts';
import { openDatabase } from '../platform/db.ts';
import { findFreePort, startProductProcess } from '../test/product-process.ts';
import { loadSigningKeys, toPublicJwks } from './keys.ts';
import { readLocalTokenAccess, requestLocalToken } from './local-token.ts';
import { runTokenCli, TOKEN_CLI_TEXTS } from './token-cli.ts';

let dataDir: string;
let userId: string;
const env = () => ({ DATA_DIR: dataDir });

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-token-cli-'));
  // The CLI opens the database as the server does: PGlite in <dataDir>/db.
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await handle.migrate();
  const [row] = await handle.db
    .insert(users)
    .values([
      {
        name: 'Ayşe',
        surname: 'Yılmaz',
        userName: 'ayse',
        emailAddress: 'Ayse.Cli@Example.com',
        ccmsIdent: 'CC-1',
      },
      {
        name: 'Pasif',
        surname: 'Kullanıcı',
        userName: 'pasif',
        emailAddress: 'pasif.cli@example.com',
        isActive: false,
      },
    ])
    .returning({ id: users.id });
  userId = row.id;
  await handle.close();
});

/** The key set the CLI signed with: in the database, which the CLI has closed again. */
async function publicJwksInDatabase() {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    return toPublicJwks(await loadSigningKeys(handle.db));
  } finally {
    await handle.close();
  }
}

afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run token', () => {
  it('prints only a valid access token for an active user (e-mail in any case)', async () => {
    const { out, err, output } = capture();
    const code = await runTokenCli(['ayse.cli@EXAMPLE.com'], env(), output);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const { payload } = await jwtVerify(out[0], createLocalJWKSet(await publicJwksInDatabase()), {
      issuer: 'http://localhost:3000/oidc',
      audience: 'ccms-api',
      typ: 'at+jwt',
    });
    expect(payload.sub).toBe(userId);
    expect(payload.email).toBe('Ayse.Cli@Example.com');
    expect(payload.ccms_ident).toBe('CC-1');
  });

  it('refuses unknown and inactive users in Turkish', async () => {
    const unknown = capture();
    expect(await runTokenCli(['yok@example.com'], env(), unknown.output)).toBe(1);
    expect(unknown.out).toEqual([]);
    expect(unknown.err).toEqual(['Bu e-posta adresiyle tanımlı bir kullanıcı bulunamadı.']);

    const inactive = capture();
    expect(await runTokenCli(['pasif.cli@example.com'], env(), inactive.output)).toBe(1);
    expect(inactive.err[0]).toContain('pasif durumda');
  });

  it('refuses when an external issuer is configured, or no e-mail is given', async () => {
    const external = capture();
    const withIssuer = { ...env(), OIDC_ISSUER: 'https://sso.example.com' };
    expect(await runTokenCli(['ayse.cli@example.com'], withIssuer, external.output)).toBe(1);
    expect(external.err[0]).toContain('OIDC_ISSUER');

    const usage = capture();
    expect(await runTokenCli([], env(), usage.output)).toBe(1);
    expect(usage.err[0]).toContain('npm run token --');
  });

  it('says so when a server holds the embedded database and cannot be reached', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    const lockFile = path.join(dataDir, 'db.lock');
    fs.writeFileSync(lockFile, String(server.pid));
    try {
      const { out, err, output } = capture();
      expect(await runTokenCli(['ayse.cli@example.com'], env(), output)).toBe(1);
      expect(out).toEqual([]);
      expect(err).toEqual([TOKEN_CLI_TEXTS.runningProductUnreachable]);
    } finally {
      server.kill();
      fs.rmSync(lockFile, { force: true });
    }
  });
});

describe('npm run token beside the running product on the embedded database', () => {
  it('gets the token from the product, which the product then accepts', async () => {
    const productDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-token-product-'));
    const port = await findFreePort();
    const productEnv = { DATA_DIR: productDir, PUBLIC_URL: `http://127.0.0.1:${port}` };
    // The first start seeds the demo data: a minute or more while other suites share the cores.
    const product = await startProductProcess({ port, env: productEnv, timeoutMs: 240_000 });
    try {
      const { out, err, output } = capture();
      expect(await runTokenCli(['agent@demo.local'], productEnv, output)).toBe(0);
      expect(err).toEqual([]);
      const answer = await fetch(`${product.baseUrl}/api/session/GetCurrentLoginInformation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${out[0]}` },
      });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain('agent@demo.local');

      const unknown = capture();
      expect(await runTokenCli(['yok@example.com'], productEnv, unknown.output)).toBe(1);
      expect(unknown.err).toEqual(['Bu e-posta adresiyle tanımlı bir kullanıcı bulunamadı.']);

      // Only a caller that read the secret in DATA_DIR gets a token.
      const left = readLocalTokenAccess(productDir);
      expect(left?.url).toBe(product.baseUrl);
      const guessed = { url: product.baseUrl, secret: 'x'.repeat(left?.secret.length ?? 43) };
      expect(await requestLocalToken(guessed, 'agent@demo.local')).toBeNull();

      product.child.kill('SIGTERM');
      await product.exited;
      // A stopped product takes its way in with it.
      expect(readLocalTokenAccess(productDir)).toBeNull();
    } finally {
      product.child.kill('SIGKILL');
      fs.rmSync(productDir, { recursive: true, force: true });
    }
  }, 300_000);
});
