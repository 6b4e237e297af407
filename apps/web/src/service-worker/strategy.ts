/** The worker's caches are named by this prefix and the build's version. */
export const CACHE_PREFIX = 'ccms-assets-';

/** Where the build puts its hashed, never-changing files (vite.config.ts). */
const ASSETS_PATH = '/assets/';

export type Strategy = 'cache-first' | 'network';

/**
 * What the worker does with a request: hashed assets of this origin come from its cache first;
 * everything else (API answers, sign-in, index.html and other navigations) goes to the network
 * untouched, so no answer of the server is ever kept by the worker.
 */
export function strategyFor(
  request: { url: string; method: string; mode: string },
  origin: string,
): Strategy {
  if (request.method !== 'GET' || request.mode === 'navigate') return 'network';
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith(ASSETS_PATH) ? 'cache-first' : 'network';
}

/** A cache of an earlier build, removed once this build's worker takes over. */
export function isStaleCache(name: string, current: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== current;
}

/** The message the page sends to let a waiting worker take over (update-prompt.tsx). */
export const SKIP_WAITING = 'SKIP_WAITING';
