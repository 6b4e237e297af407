/**
 * The product as an operator runs it, `node apps/server/src/main.ts` in a process of its own, for
 * the tests of what only a real process shows: the shutdown on SIGTERM, several instances behind
 * a proxy (platform/graceful-shutdown.test.ts, fleet/two-instances.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../platform/config.ts';

/** A port nobody listens on now, from the operating system. */
export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

export type ProductProcess = {
  child: ChildProcess;
  /** The instance's own address (not the proxy's). */
  baseUrl: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote to stderr and stdout, for a failing test's message. */
  output(): string;
};

/**
 * Starts the product on `port` with the given environment (DATABASE_URL, DATA_DIR, …) and
 * resolves once `/api/check/ready` answers 200.
 */
export async function startProductProcess(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<ProductProcess> {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'apps/server/src/main.ts')], {
    cwd: ROOT_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the product exited with ${child.exitCode}:\n${output}`);
    }
    const isReady = await fetch(`${baseUrl}/api/check/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return { child, baseUrl, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the product was not ready in time:\n${output}`);
}
