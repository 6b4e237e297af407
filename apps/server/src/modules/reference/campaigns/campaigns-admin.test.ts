import { randomUUID } from 'node:crypto';
import type { TPaged } from '@ccms/contract/envelope';
import { MESSAGES } from '@ccms/contract/messages';
import type { TCampaignLookupRow } from '@ccms/contract/reference';
import { REFERENCE_ADMIN_MESSAGES as M } from '@ccms/contract/reference-admin/messages';
import type { TCampaignRow } from '@ccms/contract/reference-admin/schemas';
import { describe, expect, it } from 'vitest';
import { REFERENCE_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  type Envelope,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';

const nameFilter = (targetValue: string) => ({
  propertyName: 'name',
  operator: 'contains' as const,
  targetValue,
});

describe.each(TEST_BACKENDS)('campaign administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, REFERENCE_ADMINISTRATION);
  const save = (path: string, body: unknown) =>
    postOk<Envelope<TCampaignRow>>(world.ctx, world.admin, `/api/campaign/${path}`, body);
  const adminPage = (filters: unknown[], extra: Record<string, unknown> = {}) =>
    postOk<TPaged<TCampaignRow>>(world.ctx, world.admin, '/api/campaign/GetCampaignsPage', {
      filters,
      ...extra,
    });

  it('adds a campaign with a trimmed name and its type, and records who did it', async () => {
    const id = randomUUID();
    const name = `Yaz İndirimi ${randomToken()}`;
    const added = await save('CreateCampaign', { id, name: `  ${name} `, isOnlineShop: 1 });
    expect(added).toEqual({
      isSuccess: true,
      data: { id, name, isActive: true, isOnlineShop: 1, requiresContractCompany: false },
      messages: [MESSAGES.saved],
    });
    const [entry] = await world.auditEntriesOf(id);
    expect(entry).toMatchObject({
      userId: world.admin.id,
      entityType: 'campaign',
      entityLabel: name,
      action: 'create',
      before: null,
      after: added.data,
    });
    // Without an id the server makes one.
    const second = await save('CreateCampaign', { name: `Kış ${randomToken()}` });
    expect(second.data).toMatchObject({ isOnlineShop: 0, isActive: true });
    expect(second.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('changes type and active switch, keeps what the update leaves out, and audits only changes', async () => {
    const created = await save('CreateCampaign', {
      name: `Anlaşmalı ${randomToken()}`,
      requiresContractCompany: true,
    });
    const { id, name } = created.data;
    const updated = await save('UpdateCampaign', { id, name, isOnlineShop: 1, isActive: false });
    expect(updated.data).toEqual({
      id,
      name,
      isOnlineShop: 1,
      isActive: false,
      requiresContractCompany: true,
    });
    await save('UpdateCampaign', { id, name, isOnlineShop: 1, isActive: false });
    const entries = await world.auditEntriesOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { isActive: true, isOnlineShop: 0 },
      after: { isActive: false, isOnlineShop: 1 },
    });
  });

  it('lists inactive campaigns too, by name, 100 a page, while the form offers active ones only', async () => {
    const t = randomToken();
    const active = await save('CreateCampaign', { name: `${t} Bahar` });
    const inactive = await save('CreateCampaign', { name: `${t} Anneler`, isActive: false });
    const page = await adminPage([nameFilter(t.toLocaleUpperCase('tr-TR'))]);
    expect(page.items.map((row) => row.id)).toEqual([inactive.data.id, active.data.id]);
    expect(page.totalCount).toBe(2);
    const onlyInactive = await adminPage([
      nameFilter(t),
      { propertyName: 'isActive', operator: 'equal', targetValue: false },
    ]);
    expect(onlyInactive.items.map((row) => row.id)).toEqual([inactive.data.id]);
    const all = await adminPage([], { paging: { pageNumber: 1, maxItemCountPerPage: 100 } });
    expect(all.itemCountOnPage).toBeLessThanOrEqual(100);
    const form = await postOk<TPaged<TCampaignLookupRow>>(
      world.ctx,
      world.agent,
      '/api/campaign/GetCampaigns',
      { filters: [nameFilter(t)] },
    );
    expect(form.items.map((row) => row.id)).toEqual([active.data.id]);
  });

  it('refuses an empty name and a campaign type other than 0 or 1, naming the field', async () => {
    for (const name of ['', '   ', undefined]) {
      const refused = await post(world.ctx, world.admin, '/api/campaign/CreateCampaign', { name });
      expect(refused.statusCode).toBe(400);
      expect(messagesOf(refused)).toBe(`name: ${M.nameRequired.campaign}`);
    }
    const badType = await post(world.ctx, world.admin, '/api/campaign/CreateCampaign', {
      name: `Tip ${randomToken()}`,
      isOnlineShop: 2,
    });
    expect(badType.statusCode).toBe(400);
    expect(messagesOf(badType)).toBe(`isOnlineShop: ${M.campaignTypeInvalid}`);
  });

  it('refuses a name another campaign has, the Turkish case-insensitive way', async () => {
    const name = `Işıl Şölen ${randomToken()}`;
    await save('CreateCampaign', { name, isActive: false });
    const twin = await post(world.ctx, world.admin, '/api/campaign/CreateCampaign', {
      name: name.toLocaleUpperCase('tr-TR'),
    });
    expect(twin.statusCode).toBe(409);
    expect(messagesOf(twin)).toBe(M.duplicateName.campaign);
    const other = await save('CreateCampaign', { name: `Başka ${randomToken()}` });
    const rename = await post(world.ctx, world.admin, '/api/campaign/UpdateCampaign', {
      id: other.data.id,
      name: ` ${name.toLocaleLowerCase('tr-TR')}`,
    });
    expect(rename.statusCode).toBe(409);
    // A row keeps its own name in another spelling.
    const respelled = await save('UpdateCampaign', {
      id: other.data.id,
      name: other.data.name.toLocaleUpperCase('tr-TR'),
    });
    expect(respelled.data.name).toBe(other.data.name.toLocaleUpperCase('tr-TR'));
  });

  it('answers 404 for an unknown campaign and 409 for an id already taken', async () => {
    const missing = await post(world.ctx, world.admin, '/api/campaign/UpdateCampaign', {
      id: randomUUID(),
      name: 'Yok',
    });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toBe(M.notFound.campaign);
    const first = await save('CreateCampaign', { name: `İlk ${randomToken()}` });
    const again = await post(world.ctx, world.admin, '/api/campaign/CreateCampaign', {
      id: first.data.id,
      name: `İkinci ${randomToken()}`,
    });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toBe(M.idTaken);
  });
});
