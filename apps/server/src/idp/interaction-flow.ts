import { SETUP_TEXTS } from '@ccms/contract/setup';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { isAdministratorPresent, listDemoUsers } from '../modules/organisation/index.ts';
import type { AppConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { IDP_PATH } from './configuration.ts';
import { IDP_TEXTS, renderMessagePage, renderSignInPage } from './pages.ts';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type UidParams = { Params: { uid: string } };

const DEMO_USER_LIMIT = 200;

/**
 * What every sign-in page does with the provider's pending interaction: find it for this
 * browser, hand the provider its result, or show the sign-in form.
 */
export type InteractionFlow = ReturnType<typeof createInteractionFlow>;

/** The interaction steps over the provider, the database (demo users) and the settings. */
export function createInteractionFlow(deps: {
  getProvider: () => Promise<Provider>;
  db: Database;
  config: AppConfig;
}) {
  const { getProvider, db, config } = deps;
  const backHref = `${config.publicUrl}/`;

  /**
   * Until an active user holds Admin nobody is signed in (docs/domain.md §16.1): the page says
   * so and names the command that creates the first administrator. True when it did.
   */
  async function refuseUntilAdministrator(reply: FastifyReply): Promise<boolean> {
    if (await isAdministratorPresent(db)) return false;
    reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          title: SETUP_TEXTS.noAdministratorTitle,
          message: SETUP_TEXTS.noAdministrator,
          backHref,
        }),
      );
    return true;
  }

  return {
    refuseUntilAdministrator,

    /** The pending interaction of this browser, or undefined (after answering) when gone. */
    async load(
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
    },

    /** Hands the result to the provider, which redirects the browser back to the flow. */
    async finish(
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
    },

    /** The sign-in form, with a refusal's words and status when there is one. */
    async showSignInPage(
      reply: FastifyReply,
      page: { uid: string; email?: string; error?: string; status?: number },
    ): Promise<void> {
      if (await refuseUntilAdministrator(reply)) return;
      // Real users are not listed in production, nor where the demo is switched off.
      const isDemoListed = !config.isProduction && config.demoData !== 'off';
      const demoUsers = isDemoListed ? await listDemoUsers(db, DEMO_USER_LIMIT) : undefined;
      reply
        .code(page.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(
          renderSignInPage({
            basePath: `${IDP_PATH}/interaction/${page.uid}`,
            email: page.email,
            error: page.error,
            demoUsers,
          }),
        );
    },
  };
}
