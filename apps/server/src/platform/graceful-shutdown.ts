import type { FastifyInstance } from 'fastify';
import type { ShutdownSettings } from './config.ts';

/**
 * Ends an instance without failing a request (README, 'Several instances behind a proxy'): the
 * readiness check answers 503 at once; after `delayMs` the listener closes, so a proxy's new
 * connections are refused and go to another instance; the requests under way finish, and those
 * still running after `graceMs` have their connections cut; the job workers finish their current
 * job meanwhile (the app's close hooks), and the caller closes the database pools last.
 */
export async function closeGracefully(
  app: FastifyInstance,
  settings: ShutdownSettings,
): Promise<{ wasCut: boolean }> {
  app.drain.start();
  if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
  let wasCut = false;
  const limit = setTimeout(() => {
    wasCut = true;
    app.log.warn({ graceMs: settings.graceMs }, 'requests still running: connections cut');
    app.server.closeAllConnections();
  }, settings.graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(limit);
  }
  return { wasCut };
}
