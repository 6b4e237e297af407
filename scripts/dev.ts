// `npm run dev`: the API with restart on change (:3000) and the Vite dev server (:5173).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Sign-in runs through Vite's proxy, so the issuer and redirects share the dev origin.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), ['--port', '5173'], {
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
