import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockPgliteDirectory } from './pglite-lock.ts';

describe('lockPgliteDirectory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-lock-'));
  const dbDir = path.join(dir, 'db');
  afterEach(() => fs.rmSync(path.join(dir, 'db.lock'), { force: true }));

  it('refuses a second process while the first holds the directory', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
    try {
      expect(() => lockPgliteDirectory(dbDir)).toThrow(DatabaseInUseError);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = lockPgliteDirectory(dbDir);
    expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });
});
