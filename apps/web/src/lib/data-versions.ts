import {
  DATA_TOPICS,
  type DataTopic,
  type DataVersionNumbers,
  parseDataVersions,
} from '@ccms/contract/data-versions';

/**
 * Remembers the data versions the server's answers carried (`x-data-versions`) and names the
 * topics whose number went up since, so the app refreshes only those look-ups. The first answer
 * only sets the starting point: what this browser loaded came with it.
 */
export function createDataVersionWatch() {
  const seen: DataVersionNumbers = {};
  return {
    changedTopics(header: string | null): DataTopic[] {
      const versions = parseDataVersions(header);
      const changed: DataTopic[] = [];
      for (const topic of DATA_TOPICS) {
        const version = versions[topic];
        if (version === undefined) continue;
        const before = seen[topic];
        if (before !== undefined && version > before) changed.push(topic);
        if (before === undefined || version > before) seen[topic] = version;
      }
      return changed;
    },
  };
}
