/** The constraint or index a PostgreSQL unique violation (23505) names, else null. */
export function findUniqueViolation(error: unknown): string | null {
  // Drizzle wraps the driver's error in `cause`; pg and PGlite both carry code and constraint.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const detail = current instanceof Error ? current.message : '';
      return detail.match(/unique constraint "([^"]+)"/)?.[1] ?? '';
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Driver errors that mean the database cannot be reached now: connection exceptions (class 08),
 * the server shutting down or restarting (57P01-57P03), a refused or reset socket, and node-postgres's
 * own words for a connection cut under a query (it gives those no code).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown; message?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || UNAVAILABLE_CODES.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
    current = candidate.cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];
