/**
 * A PostgreSQL cluster of a test's own, under the temporary directory, that the test may stop and
 * start (the shared server must never be): for the outage tests and `npm run bench:load --restart-db`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!fs.existsSync(path.join(BIN_DIR, 'initdb'))) {
    return `PostgreSQL programs not found in ${BIN_DIR} (set PG_BIN_DIR)`;
  }
  return null;
}

export type PrivatePostgres = {
  url: string;
  start(): void;
  /** 'fast' terminates the sessions (57P01); 'immediate' is a crash of the server. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the cluster (when running) and removes its directory. */
  remove(): void;
};

/** PostgreSQL refuses to run as root: there the programs run as the postgres user. */
function run(program: string, args: string[]) {
  const command = path.join(BIN_DIR, program);
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: 'pipe',
    },
  );
}

/** A new cluster (trust authentication, no fsync: a test's data) listening on `port`. */
export function createPrivatePostgres(port: number): PrivatePostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-private-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop('immediate');
      } catch {
        // Not running.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
