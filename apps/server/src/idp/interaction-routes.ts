import { MESSAGES } from '@ccms/contract/messages';
import type { SignInReason } from '@ccms/contract/sign-in-attempts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { findUserByEmail } from '../modules/organisation/index.ts';
import { recordSignInAttempt } from '../modules/sign-in-attempts/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { HIDDEN_SCHEMA, PUBLIC_ROUTE } from './configuration.ts';
import { createInteractionFlow, type InteractionFlow, type UidParams } from './interaction-flow.ts';
import { IDP_TEXTS } from './pages.ts';
import { clearAccountFailures, countFailedSignIn, findSignInBlock } from './sign-in-guard.ts';

type SignInDeps = {
  db: Database;
  clock: Clock;
  guard: Parameters<typeof findSignInBlock>[0];
  flow: InteractionFlow;
};

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;
const ROUTE_OPTIONS = { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA };

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
  const { db, config, clock } = options;
  const flow = createInteractionFlow(options);
  const deps: SignInDeps = {
    db,
    clock,
    guard: { db, clock, timeZone: config.businessTimeZone },
    flow,
  };
  acceptFormPosts(scope);
  scope.get<UidParams & { Querystring: Record<string, unknown> }>(
    '/interaction/:uid',
    ROUTE_OPTIONS,
    (request, reply) => showInteraction(flow, request, reply),
  );
  scope.post<UidParams>('/interaction/:uid/login', ROUTE_OPTIONS, (request, reply) =>
    signIn(deps, request, reply),
  );
  scope.get<UidParams>('/interaction/:uid/abort', ROUTE_OPTIONS, (request, reply) =>
    abortSignIn(flow, request, reply),
  );
}

/** The sign-in form posts as a browser sends it, read into an object. */
function acceptFormPosts(scope: FastifyInstance) {
  if (scope.hasContentTypeParser(FORM_TYPE)) return;
  scope.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** The sign-in form; a consent prompt of our first-party client is granted at once. */
async function showInteraction(
  flow: InteractionFlow,
  request: FastifyRequest<UidParams & { Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
) {
  const interaction = await flow.load(request, reply);
  if (!interaction) return reply;
  if (interaction.prompt.name === 'consent') {
    // First-party client (e.g. prompt=consent asked for): the grant is already complete.
    await flow.finish(request, reply, { consent: {} }, true);
    return reply;
  }
  const email =
    stringField(request.query, 'email') ?? stringField(interaction.params, 'login_hint');
  await flow.showSignInPage(reply, { uid: interaction.uid, email });
  return reply;
}

/** The form's e-mail and password; either empty when not sent. */
function credentialsOf(body: unknown) {
  return {
    email: stringField(body, 'email')?.trim() ?? '',
    password: stringField(body, 'password') ?? '',
  };
}

/** The account of the e-mail and whether the password is its own. */
async function checkPassword(db: Database, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  // Unknown e-mails still cost one hash check, so timing does not tell who exists.
  const isPasswordRight = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyPassword(password, await getDecoyHash()).then(() => false);
  return { user, isPasswordRight };
}

type CheckedAccount = Awaited<ReturnType<typeof checkPassword>>;

/** How the attempt is recorded in the sign-in log. */
function signInReason({ user, isPasswordRight }: CheckedAccount): SignInReason {
  if (!user) return 'unknownAccount';
  if (!isPasswordRight) return 'wrongPassword';
  return user.isActive ? 'success' : 'inactiveUser';
}

/** The refusal shown on the form, the same for an unknown account as for a wrong password. */
function refusalOf({ user, isPasswordRight }: CheckedAccount) {
  if (!user || !isPasswordRight) return { error: MESSAGES.wrongPassword, status: 401 };
  return user.isActive ? null : { error: MESSAGES.inactiveUser, status: 403 };
}

/**
 * The form's post: the limits first, and the same for unknown accounts (the answer tells nobody
 * who exists), then the password; every attempt recorded; a signed-in user goes back to the flow.
 */
async function signIn(deps: SignInDeps, request: FastifyRequest<UidParams>, reply: FastifyReply) {
  const { db, clock, guard, flow } = deps;
  const interaction = await flow.load(request, reply);
  if (!interaction) return reply;
  if (await flow.refuseUntilAdministrator(reply)) return reply;
  const { uid } = interaction;
  const { email, password } = credentialsOf(request.body);
  if (!email || !password) {
    await flow.showSignInPage(reply, { uid, email, error: IDP_TEXTS.emailRequired, status: 400 });
    return reply;
  }
  const attempt = { email, address: request.ip };
  const record = (reason: SignInReason, userId: string | null = null) =>
    recordSignInAttempt(db, {
      at: clock.now(),
      accountName: email,
      userId,
      clientAddress: request.ip,
      reason,
    });
  const block = await findSignInBlock(guard, attempt);
  if (block) {
    await record('blocked');
    reply.header('retry-after', String(block.retryAfterSeconds));
    await flow.showSignInPage(reply, { uid, email, error: block.message, status: 429 });
    return reply;
  }
  const account = await checkPassword(db, email, password);
  const { user, isPasswordRight } = account;
  if (!user || !isPasswordRight) await countFailedSignIn(guard, attempt);
  else await clearAccountFailures(guard, email);
  await record(signInReason(account), user?.id ?? null);
  const refusal = refusalOf(account);
  if (refusal || !user) {
    await flow.showSignInPage(reply, { uid, email, ...(refusal ?? {}) });
    return reply;
  }
  await flow.finish(request, reply, { login: { accountId: user.id, amr: ['pwd'] } });
  return reply;
}

/** The user gave up signing in: the client hears access_denied. */
async function abortSignIn(
  flow: InteractionFlow,
  request: FastifyRequest<UidParams>,
  reply: FastifyReply,
) {
  const interaction = await flow.load(request, reply);
  if (!interaction) return reply;
  await flow.finish(request, reply, {
    error: 'access_denied',
    error_description: 'Kullanıcı oturum açmaktan vazgeçti.',
  });
  return reply;
}

function stringField(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null || !(name in source)) return undefined;
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
