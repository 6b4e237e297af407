import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) and answers them with a stream
 * of the whole content, those bytes included, that reads on from the source; errors and
 * destruction pass through both ways.
 */
export async function readHead(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; content: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    try {
      yield head;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value as Buffer;
      }
    } finally {
      // The consumer stopped early (or failed): the source stops too.
      await iterator.return?.();
    }
  }
  return { head, content: Readable.from(whole(), { objectMode: false }) };
}

/** Reads a stream to its end, keeping nothing. */
export async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream) {
    // Nothing is kept.
  }
}
