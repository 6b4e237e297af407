import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { TCampaignRow, TCampaignWrite } from '@ccms/contract/reference-admin/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import { createReferenceRow, type ReferenceRowStore, updateReferenceRow } from '../admin-rows.ts';
import {
  CAMPAIGN_PAGE,
  findCampaignAdminPage,
  insertCampaign,
  isCampaignNameTaken,
  lockCampaign,
  lockCampaignNames,
  updateCampaignRow,
} from './repository.ts';

const CAMPAIGNS: ReferenceRowStore<TCampaignRow> = {
  kind: 'campaign',
  lockNames: lockCampaignNames,
  isNameTaken: isCampaignNameTaken,
  insert: insertCampaign,
  lock: lockCampaign,
  update: updateCampaignRow,
};

/** campaign/GetCampaignsPage: the definitions screen's campaigns, inactive ones too. */
export async function listCampaignAdminPage(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TCampaignRow>> {
  const query = compileListQuery(CAMPAIGN_PAGE, formatter);
  const { items, total } = await findCampaignAdminPage(db, query);
  return toPaged(items, total, query.pageNumber);
}

type CampaignCreate = Omit<TCampaignRow, 'id'> & { id?: string | undefined };

export function createCampaign(
  db: SealedDb,
  user: CurrentUser,
  input: CampaignCreate,
): Promise<Written<TCampaignRow>> {
  return createReferenceRow(db, user, CAMPAIGNS, (_tx, id) => ({ ...input, id }), input.id);
}

export function updateCampaign(
  db: SealedDb,
  user: CurrentUser,
  input: TCampaignWrite,
): Promise<Written<TCampaignRow>> {
  return updateReferenceRow(db, user, CAMPAIGNS, input);
}
