import { PAGE_SIZES } from '@ccms/contract/constants';
import {
  CAMPAIGN_PAGE_FILTERS,
  CAMPAIGN_PAGE_SORTABLE,
  type TCampaignRow,
} from '@ccms/contract/reference-admin/schemas';
import { and, count, eq, ne } from 'drizzle-orm';
import { campaigns } from '../../../db/schema/index.ts';
import { hasSameName, lockNameWrites } from '../../../db/unique-names.ts';
import { type CompiledListQuery, defineList } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** A campaign as the API names its fields: isOnlineShop is the campaign type. */
const CAMPAIGN_COLUMNS = {
  id: campaigns.id,
  name: campaigns.name,
  isActive: campaigns.isActive,
  isOnlineShop: campaigns.campaignType,
  requiresContractCompany: campaigns.requiresContractCompany,
};

const toValues = (row: TCampaignRow) => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  campaignType: row.isOnlineShop,
  requiresContractCompany: row.requiresContractCompany,
});

/** campaign/GetCampaignsPage: every campaign by name, 100 a page. */
export const CAMPAIGN_PAGE = defineList({
  filters: CAMPAIGN_PAGE_FILTERS,
  sortable: CAMPAIGN_PAGE_SORTABLE,
  columns: {
    name: campaigns.name,
    isActive: campaigns.isActive,
    isOnlineShop: campaigns.campaignType,
  },
  overrides: { isOnlineShop: { type: 'number' } },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: campaigns.id,
  defaultPageSize: PAGE_SIZES.campaigns,
});

export async function findCampaignAdminPage(db: SealedDb, query: CompiledListQuery) {
  const [items, [total]] = await Promise.all([
    unsealed(db)
      .select(CAMPAIGN_COLUMNS)
      .from(campaigns)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(campaigns).where(query.where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const lockCampaignNames = (tx: SealedDb) => lockNameWrites(unsealed(tx), 'campaigns');

export async function isCampaignNameTaken(db: SealedDb, name: string, exceptId?: string) {
  const [row] = await unsealed(db)
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(hasSameName(campaigns.name, name), exceptId ? ne(campaigns.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCampaign(tx: SealedDb, row: TCampaignRow) {
  const [saved] = await unsealed(tx)
    .insert(campaigns)
    .values(toValues(row))
    .onConflictDoNothing({ target: campaigns.id })
    .returning(CAMPAIGN_COLUMNS);
  return saved ?? null;
}

export async function lockCampaign(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select(CAMPAIGN_COLUMNS)
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .for('update');
  return row ?? null;
}

export async function updateCampaignRow(tx: SealedDb, row: TCampaignRow) {
  const [saved] = await unsealed(tx)
    .update(campaigns)
    .set(toValues(row))
    .where(eq(campaigns.id, row.id))
    .returning(CAMPAIGN_COLUMNS);
  return saved!;
}
