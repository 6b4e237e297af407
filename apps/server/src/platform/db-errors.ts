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
