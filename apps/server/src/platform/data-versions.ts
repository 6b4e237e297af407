import {
  DATA_TOPICS,
  type DataTopic,
  type DataVersionNumbers,
  formatDataVersions,
} from '@ccms/contract/data-versions';

/**
 * What this instance knows of the data versions: per topic the highest number it has seen, from
 * the per-request read (docs/domain.md §1 User cache) or from a change notice. A cache keeps
 * what it loaded together with the version it loaded under and reloads once a higher one is
 * known; `forgetAll` (the safety refresh, a lost listening connection) drops every cache.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's known data versions (tests watch them to time a change notice). */
    dataVersions: DataVersions;
  }
}

export type DataVersions = {
  latest(topic: DataTopic): number;
  /** Raises the known versions; listeners of a topic hear when its version went up. */
  observe(versions: DataVersionNumbers): void;
  onRaise(topic: DataTopic, listener: (version: number) => void): () => void;
  forgetAll(): void;
  /** Changes whenever `forgetAll` ran: a cache loaded in an older generation is dropped. */
  generation(): number;
  /** The header value of every signed-in answer (`access=87,reference=12,…`). */
  header(): string;
};

export function createDataVersions(): DataVersions {
  const known = new Map<DataTopic, number>();
  const listeners = new Map<DataTopic, Set<(version: number) => void>>();
  let generation = 0;
  // Rendered again only when a version went up: every signed-in answer sends it.
  let header: string | undefined;
  return {
    latest: (topic) => known.get(topic) ?? 0,
    observe(versions) {
      for (const topic of DATA_TOPICS) {
        const version = versions[topic];
        if (version === undefined || version <= (known.get(topic) ?? 0)) continue;
        known.set(topic, version);
        header = undefined;
        for (const listener of listeners.get(topic) ?? []) listener(version);
      }
    },
    onRaise(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    forgetAll() {
      generation += 1;
    },
    generation: () => generation,
    header() {
      header ??= formatDataVersions(Object.fromEntries(known));
      return header;
    },
  };
}

/**
 * A value built from the tables of one topic, kept while no newer version of the topic is known
 * and no safety refresh ran. A failed load is forgotten at once; concurrent callers share a load.
 */
export function createVersionedCache<V>(
  versions: DataVersions,
  topic: DataTopic,
  load: () => Promise<V>,
): { get(): Promise<V>; forget(): void } {
  let entry: { version: number; generation: number; value: Promise<V> } | undefined;
  return {
    get() {
      // Read before loading: rows loaded now are at least as new as this version.
      const version = versions.latest(topic);
      const generation = versions.generation();
      if (entry && entry.version >= version && entry.generation === generation) {
        return entry.value;
      }
      const value = load();
      const loaded = { version, generation, value };
      entry = loaded;
      value.catch(() => {
        if (entry === loaded) entry = undefined;
      });
      return value;
    },
    forget() {
      entry = undefined;
    },
  };
}

/**
 * Values by key (a row by id, a query's answer by its arguments) built from the tables of some
 * topics, loaded on first use and all dropped once a newer version of any of the topics is
 * known or the safety refresh ran. A value is never older than the versions known when it was
 * asked for: the versions are read before a load starts. A failed load is forgotten at once;
 * concurrent callers of a key share a load.
 */
export type VersionedLookup<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The values of `keys`; those not held are loaded together by `loadMissing`. */
  getMany(
    keys: readonly string[],
    loadMissing: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<V[]>;
};

/** A lookup holds at most this many keys; past it, it starts again empty. */
const LOOKUP_MAX_KEYS = 20_000;

export function createVersionedLookup<V>(
  versions: DataVersions,
  topics: readonly DataTopic[],
): VersionedLookup<V> {
  let stamp = '';
  let values = new Map<string, Promise<V>>();
  const current = () => {
    const now = `${versions.generation()}:${topics.map((topic) => versions.latest(topic)).join(',')}`;
    if (now !== stamp || values.size > LOOKUP_MAX_KEYS) {
      stamp = now;
      values = new Map();
    }
    return values;
  };
  const hold = (held: Map<string, Promise<V>>, key: string, value: Promise<V>) => {
    held.set(key, value);
    value.catch(() => {
      if (held.get(key) === value) held.delete(key);
    });
    return value;
  };
  return {
    get(key, load) {
      const held = current();
      return held.get(key) ?? hold(held, key, load());
    },
    getMany(keys, loadMissing) {
      const held = current();
      const missing = [...new Set(keys.filter((key) => !held.has(key)))];
      if (missing.length > 0) {
        const loaded = loadMissing(missing);
        for (const key of missing) {
          hold(
            held,
            key,
            loaded.then((found) => {
              if (!found.has(key)) throw new Error(`No value loaded for ${key}`);
              return found.get(key) as V;
            }),
          );
        }
      }
      return Promise.all(keys.map((key) => held.get(key) as Promise<V>));
    },
  };
}
