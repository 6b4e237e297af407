import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  findPasswordLinkHolder,
  MIN_PASSWORD_LENGTH,
  setPasswordWithLink,
} from '../modules/organisation/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { HIDDEN_SCHEMA, IDP_PATH, PUBLIC_ROUTE } from './configuration.ts';
import { renderMessagePage } from './pages.ts';
import { PASSWORD_TEXTS, renderPasswordPage } from './password-pages.ts';

type TokenParams = { Params: { token: string } };

/**
 * The one-time set-password page (docs/domain.md §14.4 One-time password link): an
 * administrator's link lets a user choose their password; the link works once, for a while,
 * for an active user. Registered in the sign-in page's scope, which parses its forms.
 */
export function registerPasswordRoutes(
  scope: FastifyInstance,
  options: { db: Database; config: AppConfig; clock: Clock },
): void {
  const { db, config, clock } = options;
  const backHref = `${config.publicUrl}/`;

  /** The token is in the address: no caching, and no referrer carries it elsewhere. */
  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);
  }
  const invalid = (reply: FastifyReply) =>
    html(
      reply,
      410,
      renderMessagePage({
        title: PASSWORD_TEXTS.title,
        message: PASSWORD_TEXTS.invalidLink,
        backHref,
      }),
    );

  scope.get<TokenParams>(
    '/password/:token',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const holder = await findPasswordLinkHolder(db, request.params.token, clock.now());
      if (!holder) return invalid(reply);
      return html(
        reply,
        200,
        renderPasswordPage({
          action: `${IDP_PATH}/password/${encodeURIComponent(request.params.token)}`,
          emailAddress: holder.emailAddress,
          minLength: MIN_PASSWORD_LENGTH,
        }),
      );
    },
  );

  scope.post<TokenParams>(
    '/password/:token',
    { config: PUBLIC_ROUTE, schema: HIDDEN_SCHEMA },
    async (request, reply) => {
      const { token } = request.params;
      const holder = await findPasswordLinkHolder(db, token, clock.now());
      if (!holder) return invalid(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const password = typeof body.password === 'string' ? body.password : '';
      const repeat = typeof body.repeat === 'string' ? body.repeat : '';
      const error =
        password.length < MIN_PASSWORD_LENGTH
          ? PASSWORD_TEXTS.tooShort(MIN_PASSWORD_LENGTH)
          : password !== repeat
            ? PASSWORD_TEXTS.mismatch
            : null;
      if (error) {
        return html(
          reply,
          400,
          renderPasswordPage({
            action: `${IDP_PATH}/password/${encodeURIComponent(token)}`,
            emailAddress: holder.emailAddress,
            minLength: MIN_PASSWORD_LENGTH,
            error,
          }),
        );
      }
      if (!(await setPasswordWithLink(db, token, password, clock.now()))) return invalid(reply);
      return html(
        reply,
        200,
        renderMessagePage({
          title: PASSWORD_TEXTS.savedTitle,
          message: PASSWORD_TEXTS.saved,
          backHref,
        }),
      );
    },
  );
}
