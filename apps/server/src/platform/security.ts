import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { type AppConfig, DEV_WEB_ORIGIN } from './config.ts';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Helmet's options: the CSP lets the app reach its sign-in provider and softphone only. */
export function securityHeaderOptions(config: AppConfig): HelmetOptions {
  const issuer = originOf(config.oidc.externalIssuer);
  const softphone = originOf(config.softphoneUrl);
  // Sign-in redirects back to the Vite dev server must pass form-action while developing.
  const devServer = config.isProduction ? [] : [DEV_WEB_ORIGIN];
  return {
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
  };
}

/**
 * The headers helmet writes with these options, rendered once: none of them depends on the
 * request (no nonces, no per-route options), so every answer gets the same list.
 */
export function renderSecurityHeaders(options: HelmetOptions): ReadonlyArray<[string, string]> {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, those the sign-in provider writes itself included (set on
 * the raw response, as helmet does). Helmet itself would build its middleware again and render
 * its policy for every request, a tenth of the session call's CPU (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = renderSecurityHeaders(securityHeaderOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    raw.removeHeader('X-Powered-By');
    done();
  });
}
