/**
 * nginx from the operating system's package in front of product instances, configured from the
 * shipped `deploy/nginx.conf` with only its addresses and paths replaced, so that what the
 * fleet test and the rolling-restart bench run is what an installation runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../platform/config.ts';

/** The nginx binary when it is installed (Debian: /usr/sbin/nginx), else null. */
export const NGINX_BINARY =
  ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
    fs.existsSync(file),
  ) ?? null;

export const SHIPPED_NGINX_CONF = path.join(ROOT_DIR, 'deploy/nginx.conf');

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx.conf changed shape: nothing matches ${pattern}`);
  }
  return text.replace(pattern, replacement);
}

/**
 * The shipped configuration for this machine: listening on `listenPort` of 127.0.0.1, the
 * instances on `upstreamPorts` (with the shipped server parameters), pid, logs and temporary
 * files under `dir`, and workers as the current user.
 */
export function nginxConfigFor(options: {
  dir: string;
  listenPort: number;
  upstreamPorts: number[];
}): string {
  const { dir } = options;
  let text = fs.readFileSync(SHIPPED_NGINX_CONF, 'utf8');
  text = replaceOnce(text, /^user \S+;$/m, `user ${os.userInfo().username};`);
  text = replaceOnce(text, /^pid \S+;$/m, `pid ${dir}/nginx.pid;`);
  text = replaceOnce(text, /^error_log \S+/m, `error_log ${dir}/error.log`);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`)
    .join('\n');
  text = replaceOnce(
    text,
    /^ {2}access_log \S+ ccms;$/m,
    `  access_log ${dir}/access.log ccms;\n${temporary}`,
  );
  const servers = /^( +)server [\d.]+:\d+ (.*);$/gm;
  const [first] = [...text.matchAll(servers)];
  if (!first) throw new Error('deploy/nginx.conf changed shape: no upstream server line');
  const [, indent, parameters] = first;
  const ours = options.upstreamPorts
    .map((port) => `${indent}server 127.0.0.1:${port} ${parameters};`)
    .join('\n');
  // Ours where the shipped list was; the shipped instances' lines go.
  text = text.replace(servers, (line) => (line === first[0] ? ours : '\0'));
  text = text.replaceAll('\0\n', '');
  return replaceOnce(text, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${options.listenPort};`);
}

export type NginxProxy = {
  url: string;
  /** The access log so far, one line per request (the shipped `ccms` format). */
  accessLog(): string[];
  /** nginx's own complaints so far: upstreams refusing, failing, left out. */
  errorLog(): string[];
  stop(): Promise<void>;
};

const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');

async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx in the foreground with the shipped configuration made for this machine. */
export async function startNginx(options: {
  listenPort: number;
  upstreamPorts: number[];
}): Promise<NginxProxy> {
  if (!NGINX_BINARY) throw new Error('nginx is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-nginx-'));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfigFor({ dir, ...options }));
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', confFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await isListening(options.listenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(`${dir}/error.log`)
        ? fs.readFileSync(`${dir}/error.log`, 'utf8')
        : '';
      throw new Error(`nginx did not start: ${errors}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${options.listenPort}`,
    accessLog: () => linesOf(`${dir}/access.log`),
    errorLog: () => linesOf(`${dir}/error.log`),
    async stop() {
      // SIGQUIT: nginx's graceful stop; the requests under way finish first.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
