// `npm run dev`: the API with restart on change (:3000) and the Vite dev server (:5173).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Sign-in runs through Vite's proxy, so the issuer and redirects share the dev origin. The
// softphone simulator comes from another origin (127.0.0.1 rather than localhost): on the page's
// own origin its frame would run in an opaque one, whose module requests Vite's dev server
// refuses (it allows no `null` origin), as the built product allows them.
const serverEnv = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  SOFTPHONE_URL: process.env.SOFTPHONE_URL ?? 'http://127.0.0.1:5173/softphone-simulator.html',
};
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), ['--port', '5173', '--host', '127.0.0.1'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
