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
    // Only a product reached over https may tell browsers to refuse plain http for a year.
    hsts: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
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
 * Powerful browser features the product does not use are switched off for the page and every
 * frame. The microphone stays open to the page and to the softphone's frame (it takes calls:
 * the panel's iframe asks for `allow="microphone; autoplay"`).
 */
export function permissionsPolicy(config: AppConfig): string {
  const softphone = originOf(config.softphoneUrl).map((origin) => ` "${origin}"`);
  return [
    'camera=()',
    `microphone=(self${softphone.join('')})`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'display-capture=()',
    'interest-cohort=()',
  ].join(', ');
}

/** API and sign-in answers name a user's data or session: no cache (browser, proxy) may keep one. */
function isPrivateAnswer(url: string): boolean {
  const pathname = url.toLowerCase();
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/api?') ||
    pathname.startsWith('/oidc/')
  );
}

/**
 * Security headers on every answer, those the sign-in provider writes itself included (set on
 * the raw response, as helmet does), with the Permissions-Policy helmet does not write, and
 * `Cache-Control: no-store` on API and sign-in answers. Helmet itself would build its middleware again and render
 * its policy for every request, a tenth of the session call's CPU (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = [
    ...renderSecurityHeaders(securityHeaderOptions(config)),
    ['Permissions-Policy', permissionsPolicy(config)] as const,
  ];
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    raw.removeHeader('X-Powered-By');
    // A default on the raw response: an answer that sets its own cache-control keeps it.
    if (isPrivateAnswer(request.url)) raw.setHeader('Cache-Control', 'no-store');
    done();
  });
}
