import { APP_TITLE } from '@ccms/contract/constants';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite/precompress.ts';
import {
  SERVICE_WORKER_ENTRY,
  SERVICE_WORKER_FILE,
  serviceWorkerManifest,
} from './vite/service-worker-manifest.ts';

const API_SERVER = 'http://localhost:3000';

/** A file next to this config, as an absolute path (independent of the working directory). */
function here(file: string): string {
  return decodeURIComponent(new URL(file, import.meta.url).pathname);
}

/** Puts the contract's application title into index.html (`%APP_TITLE%`). */
function appTitle(): Plugin {
  return {
    name: 'ccms-app-title',
    transformIndexHtml: (html) => html.replaceAll('%APP_TITLE%', APP_TITLE),
  };
}

/**
 * React in a long-cached chunk of its own. The component library and the other libraries are not
 * grouped: each screen's chunk pulls only the parts it uses, so the first page loads its share.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
];

export default defineConfig({
  root: here('.'),
  plugins: [react(), appTitle(), serviceWorkerManifest(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      '/oidc': { target: API_SERVER, changeOrigin: false },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: {
        main: here('./index.html'),
        'softphone-simulator': here('./softphone-simulator.html'),
        [SERVICE_WORKER_ENTRY]: here('./src/service-worker/service-worker.ts'),
      },
      output: {
        // The worker at the root (its scope is /), unhashed: the browser checks it on each visit.
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js',
        // Rolldown's replacement for Rollup's manualChunks.
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((group, index) => ({
            ...group,
            priority: VENDOR_CHUNKS.length - index,
          })),
        },
      },
    },
  },
});
