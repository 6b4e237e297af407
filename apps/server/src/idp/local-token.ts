import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HIDDEN_SCHEMA, PUBLIC_ROUTE } from './configuration.ts';
import type { UserTokenResult } from './user-token.ts';

/*
 * `npm run token` beside a product running on the embedded database: the product holds
 * PGlite's lock, so the command asks the product for the token instead. The product leaves the
 * way in DATA_DIR, readable by its owner only; whoever can read that folder could open the
 * database itself once the product stops, so the secret grants nothing more.
 */

const FILE_NAME = 'local-token.json';

/** Where the running product answers and the secret it asks for. */
export type LocalTokenAccess = { url: string; secret: string };

export function createLocalTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function writeLocalTokenAccess(dataDir: string, access: LocalTokenAccess): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, FILE_NAME), JSON.stringify(access), { mode: 0o600 });
}

export function removeLocalTokenAccess(dataDir: string): void {
  fs.rmSync(path.join(dataDir, FILE_NAME), { force: true });
}

/** What the running product left, or null when none runs (or it was killed and left it). */
export function readLocalTokenAccess(dataDir: string): LocalTokenAccess | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, FILE_NAME), 'utf8'));
    return typeof parsed?.url === 'string' && typeof parsed?.secret === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function isSameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /oidc/local-token {email, secret}: the token command's way in, under the provider. */
export function registerLocalTokenRoute(
  scope: FastifyInstance,
  options: { secret: string; signUserToken: (email: string) => Promise<UserTokenResult> },
): void {
  scope.post(
    '/local-token',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!isSameSecret(body.secret, options.secret))
        return reply.code(403).send({ refusal: null });
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const result = await options.signUserToken(email);
      return reply.code('token' in result ? 200 : 404).send(result);
    },
  );
}

/** Asks the running product for a token, as `npm run token` does while it holds the database. */
export async function requestLocalToken(
  access: LocalTokenAccess,
  email: string,
): Promise<UserTokenResult | null> {
  try {
    const response = await fetch(`${access.url}/oidc/local-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, secret: access.secret }),
    });
    const body = (await response.json()) as Partial<{ token: string; refusal: string }>;
    if (typeof body.token === 'string') return { token: body.token };
    return typeof body.refusal === 'string' ? { refusal: body.refusal } : null;
  } catch {
    return null;
  }
}
