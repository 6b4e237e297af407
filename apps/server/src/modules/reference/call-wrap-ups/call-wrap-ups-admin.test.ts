import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@ccms/contract/messages';
import type { TCallWrapUp, TClosedCallWrapUp } from '@ccms/contract/reference';
import { REFERENCE_ADMIN_MESSAGES as M } from '@ccms/contract/reference-admin/messages';
import { describe, expect, it } from 'vitest';
import { REFERENCE_ADMINISTRATION, setUpAdminWorld } from '../../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  type Envelope,
  getOk,
  messagesOf,
  post,
  postOk,
  randomToken,
} from '../../../test/http-support.ts';

describe.each(TEST_BACKENDS)('call wrap-up administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, REFERENCE_ADMINISTRATION);
  const save = (path: string, body: unknown) =>
    postOk<Envelope<TCallWrapUp>>(world.ctx, world.admin, `/api/CallWrapUps/${path}`, body);
  const read = <T>(url: string, user = world.agent) => getOk<T>(world.ctx, user, url);
  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

  it('adds a wrap-up with its switches and offers it where its kind belongs', async () => {
    const id = randomUUID();
    const name = `Geri Aranacak ${randomToken()}`;
    const added = await save('Create', {
      id,
      name,
      isProcess: true,
      isSlaPaused: true,
      isCustomerVoiceNecessary: true,
    });
    expect(added).toEqual({
      isSuccess: true,
      data: {
        id,
        name,
        isActive: true,
        isClosed: false,
        isProcess: true,
        isCustomerVoiceNecessary: true,
        isSlaPaused: true,
        revealsDiscountCode: false,
        revealsMoneyPoint: false,
      },
      messages: [MESSAGES.saved],
    });
    expect(await world.auditEntriesOf(id)).toMatchObject([
      { entityType: 'callWrapUp', action: 'create', after: added.data },
    ]);
    expect(idsOf(await read('/api/CallWrapUps/GetCallWrapUpsForInAction'))).toContain(id);
    expect(idsOf(await read('/api/CallWrapUps/GetCallWrapUpsForClosed'))).not.toContain(id);
    expect(idsOf(await read('/api/CallWrapUps/GetCallWrapUps'))).toContain(id);
    const byStatus = (status: number) =>
      postOk<TClosedCallWrapUp[]>(
        world.ctx,
        world.agent,
        '/api/CallWrapUps/GetCallWrapUpsByStatus',
        { status },
      );
    expect(idsOf(await byStatus(5))).toContain(id);
    expect(idsOf(await byStatus(3))).not.toContain(id);
    expect(await byStatus(1)).toEqual([]);
  });

  it('refuses SLA-paused without in-process, on create and on update, and writes nothing', async () => {
    const refused = await post(world.ctx, world.admin, '/api/CallWrapUps/Create', {
      name: `Beklemede ${randomToken()}`,
      isClosed: true,
      isSlaPaused: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(M.slaPauseNeedsProcess);

    const paused = await save('Create', {
      name: `Ulaşılamadı ${randomToken()}`,
      isProcess: true,
      isSlaPaused: true,
    });
    const before = await world.counts();
    // Turning in-process off while the SLA pause stays on breaks the rule too.
    const update = await post(world.ctx, world.admin, '/api/CallWrapUps/Update', {
      id: paused.data.id,
      name: paused.data.name,
      isProcess: false,
    });
    expect(update.statusCode).toBe(400);
    expect(messagesOf(update)).toBe(M.slaPauseNeedsProcess);
    expect(await world.counts()).toEqual(before);
    const both = await save('Update', {
      id: paused.data.id,
      name: paused.data.name,
      isProcess: false,
      isSlaPaused: false,
      isClosed: true,
    });
    expect(both.data).toMatchObject({ isProcess: false, isSlaPaused: false, isClosed: true });
  });

  it('lists every wrap-up for the administrator, inactive ones too, while the forms drop them', async () => {
    const t = randomToken();
    const closing = await save('Create', { name: `${t} Çözüldü`, isClosed: true });
    const answered = await read<TCallWrapUp[]>('/api/CallWrapUps/GetAllCallWrapUps', world.admin);
    expect(idsOf(answered)).toContain(closing.data.id);
    await save('Update', { id: closing.data.id, name: closing.data.name, isActive: false });
    const all = await read<TCallWrapUp[]>('/api/CallWrapUps/GetAllCallWrapUps', world.admin);
    expect(all.find((row) => row.id === closing.data.id)?.isActive).toBe(false);
    expect(idsOf(await read('/api/CallWrapUps/GetCallWrapUpsForClosed'))).not.toContain(
      closing.data.id,
    );
    // A ticket closed with it still reads it by id.
    const one = await postOk<TCallWrapUp>(
      world.ctx,
      world.agent,
      '/api/CallWrapUps/GetCallWrapUp',
      { id: closing.data.id },
    );
    expect(one).toMatchObject({ name: closing.data.name, isActive: false });
    const names = all.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('refuses an empty name and a duplicate one in Turkish', async () => {
    const empty = await post(world.ctx, world.admin, '/api/CallWrapUps/Create', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toBe(`name: ${M.nameRequired.callWrapUp}`);
    const name = `Şube Yönlendirildi ${randomToken()}`;
    await save('Create', { name, isClosed: true });
    const twin = await post(world.ctx, world.admin, '/api/CallWrapUps/Create', {
      name: name.toLocaleUpperCase('tr-TR'),
    });
    expect(twin.statusCode).toBe(409);
    expect(messagesOf(twin)).toBe(M.duplicateName.callWrapUp);
  });
});
