import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareRoutesPublic } from './access.ts';
import { ROOT_DIR } from './config.ts';
import { sendApiNotFound } from './error-handler.ts';

export const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');

/**
 * Serves the built browser app; any other path that is not an API or sign-in path gets
 * index.html so the browser's router can answer it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  publicUrl: string,
  distDir = WEB_DIST_DIR,
) {
  redirectOtherHostsToPublicUrl(app, publicUrl);
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(async (scope) => {
      declareRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        // The build writes .br and .gz beside each text file (apps/web/vite/precompress.ts).
        preCompressed: true,
        // `/` is the app itself; its router redirects to the start page.
        index: ['index.html'],
        // Hashed assets never change; index.html and the service worker always revalidate.
        // The softphone simulator's frame has an opaque origin (its sandbox), so its module
        // scripts are cross-origin requests: the public assets allow any origin, no credentials.
        setHeaders(reply, filePath) {
          const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          if (isAsset) reply.header('access-control-allow-origin', '*');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasBuild) {
      return sendApiNotFound(reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  });
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0]?.toLowerCase() ?? '';
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/oidc/');
}

/**
 * A page opened at another host than PUBLIC_URL's (127.0.0.1, the machine's network address)
 * goes to the same path at PUBLIC_URL: sign-in is issued for that address only, so the page
 * could not sign in where it was. API and sign-in calls are left alone (proxies, health checks).
 */
function redirectOtherHostsToPublicUrl(app: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).hostname;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.hostname.toLowerCase() === publicHost || isApiPath(request.url)) return;
    return reply.redirect(`${publicUrl}${request.url}`, 302);
  });
}
