import { asc, eq } from 'drizzle-orm';
import {
  mailGroups,
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-lower.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

const sets = ticketCategorySets;

/**
 * Every breakdown not deleted with the names of its levels, rule set and mail group, in the
 * Turkish order of the three names (the hierarchy import's export).
 */
export function findBreakdownsForExport(db: SealedDb) {
  return unsealed(db)
    .select({
      type: ticketTypes.name,
      category: ticketCategories.name,
      subCategory: ticketSubCategories.name,
      callType: sets.callType,
      ruleSet: ruleSets.name,
      isActive: sets.isActive,
      isManagerSee: sets.isManagerSee,
      canGoEcommerceBackOffice: sets.canGoEcommerceBackOffice,
      isAllergy: sets.isAllergy,
      isSms: sets.isSms,
      is48HoursSms: sets.is48HoursSms,
      canStoreView: sets.canStoreView,
      isAppreciationMail: sets.isAppreciationMail,
      isRedAlarm: sets.isRedAlarm,
      isCrossOrder: sets.isCrossOrder,
      isIvr: sets.isIvr,
      isOnlineShop: sets.isOnlineShop,
      mailGroup: mailGroups.name,
      script: sets.script,
    })
    .from(sets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, sets.typeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, sets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .leftJoin(ruleSets, eq(ruleSets.id, sets.ruleSetId))
    .leftJoin(mailGroups, eq(mailGroups.id, sets.mailGroupId))
    .where(eq(sets.isDeleted, false))
    .orderBy(
      asc(turkishOrder(ticketTypes.name)),
      asc(turkishOrder(ticketCategories.name)),
      asc(turkishOrder(ticketSubCategories.name)),
      asc(sets.id),
    );
}
