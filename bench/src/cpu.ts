// Where a benchmark's CPU goes, read from /proc: the server process, the PostgreSQL backends of
// its database, every PostgreSQL process, the load generator and the whole machine.
import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

/** CPU seconds (user + system) a process has used so far, from /proc; 0 where unknown. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process (backends, WAL writer, checkpointer …), from /proc. */
function postgresSeconds(): number {
  let total = 0;
  try {
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        // the process has ended
      }
    }
  } catch {
    return 0;
  }
  return total;
}

/** CPU seconds the whole machine has been busy (all cores), from /proc/stat; 0 where unknown. */
function machineBusySeconds(): number {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100
    );
  } catch {
    return 0;
  }
}

/**
 * Waits (up to `maxSeconds`) until the machine is nearly idle, measured over 5 s windows, so
 * that other work on a shared machine does not end up in the figures. Answers the busy share
 * of the last window.
 */
export async function waitForQuietMachine(
  maxSeconds: number,
  step: (line: string) => void,
): Promise<number> {
  const deadline = performance.now() + maxSeconds * 1000;
  const cores = os.cpus().length;
  for (;;) {
    const start = machineBusySeconds();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const share = (machineBusySeconds() - start) / (5 * cores);
    if (share < 0.1 || performance.now() > deadline) return share;
    step(`waiting for a quiet machine: ${(share * 100).toFixed(0)} % busy`);
  }
}

/**
 * Where the machine's CPU goes during the run: the server process, the PostgreSQL backends of
 * the benchmark database, and this load generator.
 */
export async function cpuSnapshot(client: pg.Client, serverPid: number) {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const backends = new Map<number, number>(
    rows.map((row) => [row.pid as number, cpuSecondsOf(row.pid as number)]),
  );
  const own = process.cpuUsage();
  return {
    server: cpuSecondsOf(serverPid),
    backends,
    generator: (own.user + own.system) / 1e6,
    postgres: postgresSeconds(),
    machine: machineBusySeconds(),
  };
}

export function cpuUsed(
  start: Awaited<ReturnType<typeof cpuSnapshot>>,
  end: Awaited<ReturnType<typeof cpuSnapshot>>,
) {
  let database = 0;
  for (const [pid, seconds] of end.backends) database += seconds - (start.backends.get(pid) ?? 0);
  return {
    server: end.server - start.server,
    database,
    generator: end.generator - start.generator,
    postgres: end.postgres - start.postgres,
    machine: end.machine - start.machine,
  };
}
