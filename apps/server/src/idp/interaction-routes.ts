import { MESSAGES } from '@ccms/contract/messages';
import type { SignInReason } from '@ccms/contract/sign-in-attempts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { findUserByEmail, listDemoUsers } from '../modules/organisation/index.ts';
import { recordSignInAttempt } from '../modules/sign-in-attempts/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { HIDDEN_SCHEMA, IDP_PATH, PUBLIC_ROUTE } from './configuration.ts';
import { IDP_TEXTS, renderMessagePage, renderSignInPage } from './pages.ts';
import { clearAccountFailures, countFailedSignIn, findSignInBlock } from './sign-in-guard.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidParams = { Params: { uid: string } };

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;
const DEMO_USER_LIMIT = 200;

// Compared against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy');
  return decoyHash;
}

/** The sign-in page and its form posts, under the provider's prefix. */
export function registerInteractionRoutes(
  scope: FastifyInstance,
  options: { getProvider: () => Promise<Provider>; db: Database; config: AppConfig; clock: Clock },
): void {
  const { getProvider, db, config, clock } = options;
  const guardDeps = { db, clock, timeZone: config.businessTimeZone };
  const backHref = `${config.publicUrl}/`;

  if (!scope.hasContentTypeParser(FORM_TYPE)) {
    scope.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }

  /** The pending interaction of this browser, or undefined (after answering) when gone. */
  async function loadInteraction(
    request: FastifyRequest<UidParams>,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    reply.header('cache-control', 'no-store');
    try {
      const interaction = await (await getProvider()).interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          title: IDP_TEXTS.signInTitle,
          message: IDP_TEXTS.interactionExpired,
          backHref,
        }),
      );
    return undefined;
  }

  /** Hands the result to the provider, which redirects the browser back to the flow. */
  async function finishInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    mergeWithLastSubmission = false,
  ): Promise<void> {
    reply.hijack();
    try {
      await (await getProvider()).interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission,
      });
    } catch (error) {
      // Hijacked: Fastify's error handler no longer answers, so answer here.
      request.log.error({ err: error }, 'could not finish the sign-in interaction');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      }
      reply.raw.end(
        renderMessagePage({
          title: IDP_TEXTS.errorTitle,
          message: IDP_TEXTS.interactionExpired,
          backHref,
        }),
      );
    }
  }

  async function sendSignInPage(
    reply: FastifyReply,
    options: { uid: string; email?: string; error?: string; status?: number },
  ): Promise<void> {
    // Real users are not listed when the provider runs in production.
    const demoUsers = config.isProduction ? undefined : await listDemoUsers(db, DEMO_USER_LIMIT);
    reply
      .code(options.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(
        renderSignInPage({
          basePath: `${IDP_PATH}/interaction/${options.uid}`,
          email: options.email,
          error: options.error,
          demoUsers,
        }),
      );
  }

  scope.get<UidParams & { Querystring: Record<string, unknown> }>(
    '/interaction/:uid',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      if (interaction.prompt.name === 'consent') {
        // First-party client (e.g. prompt=consent asked for): the grant is already complete.
        await finishInteraction(request, reply, { consent: {} }, true);
        return reply;
      }
      const email =
        stringField(request.query, 'email') ?? stringField(interaction.params, 'login_hint');
      await sendSignInPage(reply, { uid: interaction.uid, email });
      return reply;
    },
  );

  scope.post<UidParams>(
    '/interaction/:uid/login',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      const email = stringField(request.body, 'email')?.trim() ?? '';
      const password = stringField(request.body, 'password') ?? '';
      if (!email || !password) {
        await sendSignInPage(reply, {
          uid: interaction.uid,
          email,
          error: IDP_TEXTS.emailRequired,
          status: 400,
        });
        return reply;
      }
      // Limits first, and the same for unknown accounts: the answer tells nobody who exists.
      const attempt = { email, address: request.ip };
      const block = await findSignInBlock(guardDeps, attempt);
      const record = (reason: SignInReason, userId: string | null = null) =>
        recordSignInAttempt(db, {
          at: clock.now(),
          accountName: email,
          userId,
          clientAddress: request.ip,
          reason,
        });
      if (block) {
        await record('blocked');
        reply.header('retry-after', String(block.retryAfterSeconds));
        await sendSignInPage(reply, {
          uid: interaction.uid,
          email,
          error: block.message,
          status: 429,
        });
        return reply;
      }
      const user = await findUserByEmail(db, email);
      // Unknown e-mails still cost one hash check, so timing does not tell who exists.
      const isPasswordRight = user?.passwordHash
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, await getDecoyHash()).then(() => false);
      if (!user || !isPasswordRight) await countFailedSignIn(guardDeps, attempt);
      else await clearAccountFailures(guardDeps, email);
      await record(
        !user
          ? 'unknownAccount'
          : !isPasswordRight
            ? 'wrongPassword'
            : !user.isActive
              ? 'inactiveUser'
              : 'success',
        user?.id ?? null,
      );
      const refusal =
        !user || !isPasswordRight
          ? { error: MESSAGES.wrongPassword, status: 401 }
          : !user.isActive
            ? { error: MESSAGES.inactiveUser, status: 403 }
            : null;
      if (refusal || !user) {
        await sendSignInPage(reply, { uid: interaction.uid, email, ...(refusal ?? {}) });
        return reply;
      }

      await finishInteraction(request, reply, { login: { accountId: user.id, amr: ['pwd'] } });
      return reply;
    },
  );

  scope.get<UidParams>(
    '/interaction/:uid/abort',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      await finishInteraction(request, reply, {
        error: 'access_denied',
        error_description: 'Kullanıcı oturum açmaktan vazgeçti.',
      });
      return reply;
    },
  );
}

function stringField(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null || !(name in source)) return undefined;
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
