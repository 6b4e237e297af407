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

/** A test for the named files or folders (ending in '/') of antd's `es` build. */
function antdParts(parts: string[]): RegExp {
  const alternatives = parts.map((part) => part.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${alternatives.join('|')})`);
}

/**
 * React in a long-cached chunk of its own. Two groups for Ant Design, each with what its parts
 * import (rc-components, icons, antd's own helpers), so that Rolldown does not cut them into small
 * chunks by which screens share which part (adding the reports screen split Select, Input, Space
 * and the form hooks off the first page's chunks: docs/performance.md, issue 28):
 * - vendor-antd-start: what the start (main.tsx: providers, spinner, start-up error) renders, with
 *   the config provider, theme and CSS-in-JS every component needs; loaded before sign-in.
 * - vendor-antd-lists: what a ticket list shows after sign-in (the layout's menu, the table with
 *   its pagination and column filters, the selects, inputs, tags and texts of the lists), and
 *   nothing the first page does not load; the other screens use most of it too.
 * The rest of antd (forms, date pickers, modals' contents, ...) is chunked per screen as before.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  {
    name: 'vendor-antd-start',
    test: antdParts([
      'config-provider/',
      'theme/',
      'app/',
      'result/',
      'spin/',
      'button/',
      'flex/',
      'space/',
    ]),
  },
  {
    name: 'vendor-antd-lists',
    test: antdParts([
      'layout/',
      'menu/',
      'dropdown/',
      'table/',
      'pagination/',
      'tree/',
      'checkbox/',
      'radio/',
      'select/',
      'empty/',
      'input/Input.js',
      'input/TextArea.js',
      'typography/',
      'tag/',
      'segmented/',
      'tooltip/',
      'form/hooks/useForm.js',
    ]),
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
