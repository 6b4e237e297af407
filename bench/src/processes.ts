import { type ChildProcess, spawn } from 'node:child_process';

/** Starts a command and resolves once `url` answers 200, with the milliseconds it took. */
export async function startAndWait(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; url: string; timeoutMs?: number },
): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = started + (options.timeoutMs ?? 180_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    try {
      const response = await fetch(options.url);
      if (response.ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop(child);
  throw new Error(`${options.url} did not answer in time`);
}

/** Stops a process started by startAndWait together with its children. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}
