/**
 * The data versions every signed-in answer carries, so a browser learns that an administrator
 * changed something on any instance and refreshes only the look-ups concerned
 * (docs/architecture.md, 'Caches that agree across instances').
 */
export const DATA_VERSIONS_HEADER = 'x-data-versions';

/** The topics whose version the server counts; `access` is users, roles and permissions. */
export const DATA_TOPICS = [
  'access',
  'holidays',
  'reference',
  'hierarchy',
  'rule-sets',
  'mail-groups',
  'address',
  'idp-keys',
] as const;

export type DataTopic = (typeof DATA_TOPICS)[number];

export type DataVersionNumbers = Partial<Record<DataTopic, number>>;

/** `access=87,reference=12`: the header's value. */
export function formatDataVersions(versions: DataVersionNumbers): string {
  return DATA_TOPICS.filter((topic) => versions[topic] !== undefined)
    .map((topic) => `${topic}=${versions[topic]}`)
    .join(',');
}

/** Reads the header's value; unknown topics and malformed parts are skipped. */
export function parseDataVersions(value: string | null | undefined): DataVersionNumbers {
  const versions: DataVersionNumbers = {};
  for (const part of (value ?? '').split(',')) {
    const [topic, number] = part.trim().split('=');
    const version = Number(number);
    if (isDataTopic(topic) && Number.isSafeInteger(version) && version >= 0) {
      versions[topic] = version;
    }
  }
  return versions;
}

export function isDataTopic(value: string | undefined): value is DataTopic {
  return (DATA_TOPICS as readonly (string | undefined)[]).includes(value);
}
