import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db.ts';
import { loadSigningKeys } from './keys.ts';
import { ROTATE_KEYS_TEXTS, runRotateKeysCli } from './rotate-keys-cli.ts';

let dataDir: string;

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

async function keyIds() {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    return (await loadSigningKeys(handle.db)).jwks.keys.map((key) => key.kid);
  } finally {
    await handle.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-rotate-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run idp:rotate-keys', () => {
  it('makes a new signing key the signer and keeps the previous one in the key set', async () => {
    const first = capture();
    expect(await runRotateKeysCli({ DATA_DIR: dataDir }, first.output)).toBe(0);
    const [signer] = await keyIds();
    expect(first.out).toEqual([ROTATE_KEYS_TEXTS.rotated(String(signer), 0)]);

    const second = capture();
    expect(await runRotateKeysCli({ DATA_DIR: dataDir }, second.output)).toBe(0);
    // The first run made the first key too; both earlier keys still verify for an hour.
    const ids = await keyIds();
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(signer);
    expect(second.err).toEqual([]);
  }, 120_000);

  it('refuses when an external issuer signs the tokens', async () => {
    const { err, output } = capture();
    const code = await runRotateKeysCli(
      { DATA_DIR: dataDir, OIDC_ISSUER: 'https://sso.example.test' },
      output,
    );
    expect(code).toBe(1);
    expect(err).toEqual([ROTATE_KEYS_TEXTS.externalIssuer]);
  });
});
