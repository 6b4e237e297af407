import { createVersionedLookup, type DataVersions } from '../../../platform/data-versions.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { findCategorySetForTicket, findRuleSetWithRulesAndFlows } from '../../hierarchy/index.ts';
import { findCallWrapUp, isSourceUsable } from '../../reference/index.ts';
import {
  countExistingReferences,
  findActiveQuestionIds,
  findCampaign,
  findCatalogueProducts,
  findCreatorRole,
  findStore,
  type ReferenceKind,
} from './repository.ts';

type Breakdown = { ticketTypeId: string; ticketCategoryId: string; ticketSubCategoryId: string };
type CatalogueProduct = Awaited<ReturnType<typeof findCatalogueProducts>>[number];

/**
 * The reference rows the ticket form's checks read (planTicketForm): sources, stores, the
 * breakdown's category set, its rule set, campaigns, survey questions, wrap-ups, products and
 * the optional references. Each answers what the database answers for the same arguments.
 */
export type FormReads = {
  isSourceUsable(db: SealedDb, id: string, managerOnly: boolean): Promise<boolean>;
  store(db: SealedDb, id: string, anyState?: boolean): ReturnType<typeof findStore>;
  categorySet(
    db: SealedDb,
    breakdown: Breakdown,
    keptSetId: string | null,
  ): ReturnType<typeof findCategorySetForTicket>;
  ruleSet(db: SealedDb, id: string): ReturnType<typeof findRuleSetWithRulesAndFlows>;
  campaign(db: SealedDb, id: string, anyState: boolean): ReturnType<typeof findCampaign>;
  activeQuestionIds(db: SealedDb): Promise<string[]>;
  callWrapUp(db: SealedDb, id: string): ReturnType<typeof findCallWrapUp>;
  /** The catalogue rows among `ids` (active ones unless `anyState`), in no particular order. */
  products(db: SealedDb, ids: readonly string[], anyState?: boolean): Promise<CatalogueProduct[]>;
  /** 1 when `id` names an active row of the kind's table, else 0. */
  referenceCount(db: SealedDb, kind: ReferenceKind, id: string): Promise<number>;
  /** The (role, unit) the user creates tickets in. */
  creatorRole(db: SealedDb, userId: string): ReturnType<typeof findCreatorRole>;
};

/** Every read straight from the database (the edit, in its transaction). */
export const directFormReads: FormReads = {
  isSourceUsable,
  store: findStore,
  categorySet: findCategorySetForTicket,
  ruleSet: findRuleSetWithRulesAndFlows,
  campaign: findCampaign,
  activeQuestionIds: findActiveQuestionIds,
  callWrapUp: findCallWrapUp,
  products: findCatalogueProducts,
  referenceCount: (db, kind, id) => countExistingReferences(db, kind, [id]),
  creatorRole: findCreatorRole,
};

/**
 * The same reads kept per instance until an administrator changes one of their tables: each
 * is dropped when its topics' data versions move (raised by triggers, learned before the
 * request's checks run), so a change counts on the next creation (docs/architecture.md,
 * 'Caches that agree across instances').
 */
export function createFormLookups(versions: DataVersions): FormReads {
  // Every table of these reads raises 'reference', but the category set (the hierarchy and its
  // rule set's name) and the rule set (its rules and flows).
  const reference = createVersionedLookup<unknown>(versions, ['reference']);
  const categorySets = createVersionedLookup<Awaited<ReturnType<FormReads['categorySet']>>>(
    versions,
    ['hierarchy', 'rule-sets'],
  );
  const ruleSets = createVersionedLookup<Awaited<ReturnType<FormReads['ruleSet']>>>(versions, [
    'rule-sets',
    // The flows carry their role's name.
    'access',
  ]);
  // Roles in units raise the access version.
  const creatorRoles = createVersionedLookup<Awaited<ReturnType<FormReads['creatorRole']>>>(
    versions,
    ['access'],
  );
  const products = createVersionedLookup<CatalogueProduct | null>(versions, ['reference']);
  const cached = <V>(key: string, load: () => Promise<V>) => reference.get(key, load) as Promise<V>;
  return {
    isSourceUsable: (db, id, managerOnly) =>
      cached(`source:${id}:${managerOnly}`, () => isSourceUsable(db, id, managerOnly)),
    store: (db, id, anyState = false) =>
      cached(`store:${id}:${anyState}`, () => findStore(db, id, anyState)),
    categorySet: (db, breakdown, keptSetId) =>
      categorySets.get(
        [
          breakdown.ticketTypeId,
          breakdown.ticketCategoryId,
          breakdown.ticketSubCategoryId,
          keptSetId,
        ].join(':'),
        () => findCategorySetForTicket(db, breakdown, keptSetId),
      ),
    ruleSet: (db, id) => ruleSets.get(id, () => findRuleSetWithRulesAndFlows(db, id)),
    campaign: (db, id, anyState) =>
      cached(`campaign:${id}:${anyState}`, () => findCampaign(db, id, anyState)),
    activeQuestionIds: (db) => cached('questions', () => findActiveQuestionIds(db)),
    callWrapUp: (db, id) => cached(`wrap-up:${id}`, () => findCallWrapUp(db, id)),
    async products(db, ids, anyState = false) {
      // Each id once, as `id in (…)` answers: a product named twice is one row.
      const rows = await products.getMany(
        [...new Set(ids)].map((id) => `${anyState}:${id}`),
        async (keys) => {
          const wanted = keys.map((key) => key.slice(key.indexOf(':') + 1));
          const found = await findCatalogueProducts(db, wanted, anyState);
          const byId = new Map(found.map((row) => [row.id, row]));
          return new Map(keys.map((key, index) => [key, byId.get(wanted[index]!) ?? null]));
        },
      );
      return rows.filter((row) => row !== null);
    },
    referenceCount: (db, kind, id) =>
      cached(`${kind}:${id}`, () => countExistingReferences(db, kind, [id])),
    creatorRole: (db, userId) => creatorRoles.get(userId, () => findCreatorRole(db, userId)),
  };
}
