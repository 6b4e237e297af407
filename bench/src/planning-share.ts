// How much of an answer PostgreSQL spends preparing its statements, from its own log: the
// product runs as a role of the bench's own whose statements the server logs with their parse,
// bind (planning) and execute durations (log_min_duration_statement = 0 for that role only).
import fs from 'node:fs';
import pg from 'pg';
import { adminUrl } from './common.ts';

const LOGGED_ROLE = 'ccms_bench_logged';
/** The server's log file (Debian's default); BENCH_PG_LOG names another. */
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** The URL of `url`'s database for the logged role, created (a superuser, as the benches' postgres is) when missing. */
export async function loggedDatabaseUrl(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_roles where rolname = $1', [
      LOGGED_ROLE,
    ]);
    if (!rowCount) await admin.query(`create role ${LOGGED_ROLE} superuser login`);
    await admin.query(`alter role ${LOGGED_ROLE} set log_min_duration_statement = 0`);
  } finally {
    await admin.end();
  }
  const logged = new URL(url);
  logged.username = LOGGED_ROLE;
  return logged.toString();
}

/** Where the log ends now: read from here after the requests. */
export function logPosition(): number {
  return fs.statSync(PG_LOG).size;
}

export type StatementTimes = {
  parse: number;
  bind: number;
  execute: number;
  /** Statements sent without parameters (simple protocol): parse, plan and run in one figure. */
  simple: number;
  statements: number;
};

/**
 * The durations the log holds since `position` for the logged role on `database`, in ms, the job
 * queue's statements left out (they run beside the requests, not for them).
 */
export function readStatementTimes(position: number, database: string): StatementTimes {
  const fd = fs.openSync(PG_LOG, 'r');
  const length = fs.fstatSync(fd).size - position;
  const buffer = Buffer.alloc(Math.max(0, length));
  fs.readSync(fd, buffer, 0, buffer.length, position);
  fs.closeSync(fd);
  const times: StatementTimes = { parse: 0, bind: 0, execute: 0, simple: 0, statements: 0 };
  const prefix = ` ${LOGGED_ROLE}@${database} LOG:  duration: `;
  for (const line of buffer.toString('utf8').split('\n')) {
    const at = line.indexOf(prefix);
    if (at < 0 || line.includes('pgboss')) continue;
    const match = /^([\d.]+) ms {2}(parse|bind|execute|statement)/.exec(
      line.slice(at + prefix.length),
    );
    if (!match) continue;
    const ms = Number(match[1]);
    const kind = match[2] as 'parse' | 'bind' | 'execute' | 'statement';
    if (kind === 'statement') times.simple += ms;
    else times[kind] += ms;
    if (kind === 'execute' || kind === 'statement') times.statements++;
  }
  return times;
}

export type PlanningShare = {
  requests: number;
  /** Mean answer time seen by the client, ms. */
  answerMs: number;
  /** Per request, ms: parse + bind (PostgreSQL's planning), execute, and statements. */
  planningMs: number;
  executeMs: number;
  statements: number;
  /** Planning's share of the answer, in percent. */
  share: number;
};

/**
 * Sends `send` `requests` times one after another (after `warmUp` unmeasured ones, so that each
 * connection has made its plans) to a product running as the logged role, and reads the log.
 */
export async function measurePlanningShare(
  database: string,
  send: () => Promise<void>,
  options: { requests?: number; warmUp?: number } = {},
): Promise<PlanningShare> {
  const requests = options.requests ?? 200;
  for (let n = 0; n < (options.warmUp ?? 30); n++) await send();
  const position = logPosition();
  let answerMs = 0;
  for (let n = 0; n < requests; n++) {
    const started = performance.now();
    await send();
    answerMs += performance.now() - started;
  }
  // The server writes its log lines as it finishes each statement; a moment for the last ones.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const times = readStatementTimes(position, database);
  const planning = times.parse + times.bind;
  return {
    requests,
    answerMs: answerMs / requests,
    planningMs: planning / requests,
    executeMs: (times.execute + times.simple) / requests,
    statements: times.statements / requests,
    share: (100 * planning) / answerMs,
  };
}
