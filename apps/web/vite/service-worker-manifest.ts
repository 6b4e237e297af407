import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The worker's entry name and where it is served (scope /). */
export const SERVICE_WORKER_ENTRY = 'service-worker';
export const SERVICE_WORKER_FILE = 'service-worker.js';

/**
 * Writes the build's hashed assets and a version derived from them into the service worker
 * (`__PRECACHE_MANIFEST__`, `__BUILD_VERSION__`). A new build thus changes the worker's bytes,
 * which is how the browser learns that a new version waits.
 */
export function serviceWorkerManifest(): Plugin {
  return {
    name: 'ccms-service-worker-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') return;
      // Loaded as a classic script: it must stand alone.
      if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
        throw new Error(`${SERVICE_WORKER_FILE} must not import other chunks`);
      }
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .sort()
        .map((file) => `/${file}`);
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
      worker.code = worker.code
        .replaceAll('__PRECACHE_MANIFEST__', JSON.stringify(assets))
        .replaceAll('__BUILD_VERSION__', JSON.stringify(version));
    },
  };
}
