import { z } from 'zod';

/**
 * GET /api/client-config (public; not in the spec, which has the browser build carry these):
 * what the browser needs before sign-in.
 */
export const ZClientConfig = z.object({
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
  /** The softphone frame's address; the built-in simulator when none is configured. */
  softphoneUrl: z.string(),
  externalLinks: z.object({
    smsReport: z.string().nullable(),
    cardAnalytics: z.string().nullable(),
    backOffice: z.string().nullable(),
    onlineShopBackOffice: z.string().nullable(),
  }),
  brand: z.string(),
  version: z.string(),
  /**
   * Whether an active user holds `Admin` (until one does, nobody is signed in) and whether the
   * demo data is there (its administrator is active), for the demo banner (docs/domain.md §16.1).
   */
  setup: z.object({ hasAdministrator: z.boolean(), hasDemoData: z.boolean() }),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
