import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, DEV_WEB_ORIGIN } from './config.ts';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Security headers; the CSP lets the app reach its sign-in provider and softphone only. */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const issuer = originOf(config.oidc.externalIssuer);
  const softphone = originOf(config.softphoneUrl);
  // Sign-in redirects back to the Vite dev server must pass form-action while developing.
  const devServer = config.isProduction ? [] : [DEV_WEB_ORIGIN];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...issuer],
        frameSrc: ["'self'", ...issuer, ...softphone],
        frameAncestors: ["'self'"],
        // The web app's service worker (/service-worker.js).
        workerSrc: ["'self'"],
        formAction: ["'self'", ...issuer, ...devServer],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
}
