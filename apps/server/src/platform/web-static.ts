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
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST_DIR) {
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
    const pathname = request.url.split('?')[0]?.toLowerCase() ?? '';
    const isApi =
      pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/oidc/');
    if (isApi || request.method !== 'GET' || !hasBuild) return sendApiNotFound(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  });
}
