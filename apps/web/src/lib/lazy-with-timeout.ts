/** The text when a script chunk cannot be loaded, kept in English (docs/domain.md §15). */
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';
/** A chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_MESSAGE, { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a lazy `import()` and fails it with ChunkLoadError('Loading chunk failed') when it
 * rejects (e.g. a chunk removed by a new deployment) or takes longer than `timeoutMs`.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
