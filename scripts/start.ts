// `npm start`: builds the browser app when its sources are newer than the build, then starts
// the server (which migrates, seeds on the first start and listens on PORT, default 3000).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, root } from './lib/source-files.ts';

const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

/** When the entry, or anything under it, last changed (0 when it does not exist). */
function newestModification(entry: string): number {
  return Math.max(
    0,
    ...[entry, ...filesUnder(entry, { folders: true })].map(
      (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'softphone-simulator.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(root, 'packages/contract/src'),
];
const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt < Math.max(...sources.map(newestModification))) {
  console.log('Tarayıcı uygulaması derleniyor…');
  // A child process: Vite sets NODE_ENV=production in the process that builds.
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/main.ts');
