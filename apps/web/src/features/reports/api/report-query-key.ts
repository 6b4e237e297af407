/** Every report answer is cached under this key, then the call's name and its filter. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

/** Report figures move with every ticket change: a minute in the cache is enough. */
export const REPORT_STALE_TIME = 60_000;

/** The figures of a report answer; an answer without them is a failure the card shows. */
export function dataOf<T>(answer: { data: T | null; messages: string[] }): T {
  if (answer.data === null) throw new Error(answer.messages.join(' ') || 'Rapor alınamadı.');
  return answer.data;
}
