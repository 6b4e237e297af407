import type { DataTopic } from '@ccms/contract/data-versions';
import type { FastifyInstance } from 'fastify';

/**
 * Resolves with the moment the instance hears that the topic's version went up: another
 * instance counts a change from its first request after that (docs/domain.md §1 User cache).
 */
export function noticeHeard(app: FastifyInstance, topic: DataTopic): Promise<number> {
  return new Promise((resolve) => {
    const stop = app.dataVersions.onRaise(topic, () => {
      stop();
      resolve(performance.now());
    });
  });
}
