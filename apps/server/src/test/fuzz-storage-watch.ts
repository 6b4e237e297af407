import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db.ts';

/**
 * Sees whether a request stored anything: the row count of every table of the test database and
 * the number of files in the file store, before and after. Counting every table is slow next to
 * a refused request, so on PGlite (the test's own database) the next transaction id is read
 * first: when it did not move, nothing wrote and the counts stand (a file is stored only after
 * its pending row, docs/domain.md §7). On a PostgreSQL server the id
 * moves with every other test's writes, so the tables are counted each time.
 */
export type StorageWatch = {
  snapshot(): Promise<Snapshot>;
  /** What was stored between two snapshots, in words; undefined when nothing. */
  storedBetween(before: Snapshot, after: Snapshot): string | undefined;
};

type Snapshot = { nextTransaction?: string; counts: Record<string, number> };

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

/** The watch of a test database and its file store directory. */
export async function createStorageWatch(
  db: Database,
  kind: 'pglite' | 'postgres',
  filesDir: string,
): Promise<StorageWatch> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counting = sql.raw(
    tables
      .map(({ name }) => `select '${name}' as name, count(*)::int as n from "${name}"`)
      .join(' union all '),
  );
  const count = async () => {
    const rows = await rowsOf<{ name: string; n: number }>(db, counting);
    const counts = Object.fromEntries(rows.map(({ name, n }) => [name, n]));
    counts['files in the store'] = countFiles(filesDir);
    return counts;
  };
  let last: Snapshot | undefined;
  return {
    async snapshot() {
      if (kind === 'postgres') return { counts: await count() };
      const [row] = await rowsOf<{ next: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
      );
      const nextTransaction = row!.next;
      if (last?.nextTransaction !== nextTransaction)
        last = { nextTransaction, counts: await count() };
      return last;
    },
    storedBetween(before, after) {
      if (before === after) return undefined;
      const changed = Object.keys(after.counts)
        .filter((name) => after.counts[name] !== before.counts[name])
        .map((name) => `${name}: ${before.counts[name]} → ${after.counts[name]}`);
      return changed.length > 0 ? changed.join(', ') : undefined;
    },
  };
}
