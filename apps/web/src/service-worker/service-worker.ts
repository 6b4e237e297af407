// The service worker (docs/performance.md, "First page"): built as its own entry at
// /service-worker.js; keeps the build's hashed assets so that a returning agent's page opens
// without downloading them. A new build's worker waits until the user accepts it (Yenile).
import { CACHE_PREFIX, isStaleCache, SKIP_WAITING, strategyFor } from './strategy';

/** Filled in by the build (apps/web/vite/service-worker-manifest.ts). */
declare const __PRECACHE_MANIFEST__: string[];
declare const __BUILD_VERSION__: string;

/** The parts of the worker's global scope used here (the app's lib is the DOM's). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__BUILD_VERSION__}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__PRECACHE_MANIFEST__)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isStaleCache(name, CACHE)).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING) void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  if (strategyFor(event.request, worker.location.origin) !== 'cache-first') return;
  event.respondWith(
    caches
      .match(event.request, { cacheName: CACHE, ignoreVary: true })
      .then((cached) => cached ?? fetch(event.request)),
  );
});
