import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@ccms/contract/messages';
import type { TNamedLookup } from '@ccms/contract/reference';
import { REFERENCE_ADMIN_MESSAGES as M } from '@ccms/contract/reference-admin/messages';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
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

/** Customer voices and delivery types: the same calls under their own paths. */
const KINDS = [
  {
    kind: 'customerVoice',
    create: 'customersvoices/CreateCustomersVoice',
    update: 'customersvoices/UpdateCustomersVoice',
    all: 'customersvoices/GetAllCustomerVoices',
    form: 'customersvoices/GetCustomersVoices',
  },
  {
    kind: 'deliveryType',
    create: 'deliveryTypes/Create',
    update: 'deliveryTypes/Update',
    all: 'deliveryTypes/GetAllDeliveryTypes',
    form: 'deliveryTypes/GetDeliveryTypes',
  },
] as const;

describe.each(TEST_BACKENDS)('customer voice and delivery type administration on %s', (backend) => {
  const world = setUpAdminWorld(backend, REFERENCE_ADMINISTRATION);
  const read = <T>(path: string, user = world.agent) => getOk<T>(world.ctx, user, `/api/${path}`);

  it.each(KINDS)('adds, renames and deactivates a $kind, audited', async (calls) => {
    const save = (path: string, body: unknown) =>
      postOk<Envelope<TNamedAdminRow>>(world.ctx, world.admin, `/api/${path}`, body);
    const id = randomUUID();
    const name = `Öneri ${randomToken()}`;
    const added = await save(calls.create, { id, name: `${name}  ` });
    expect(added).toEqual({
      isSuccess: true,
      data: { id, name, isActive: true },
      messages: [MESSAGES.saved],
    });
    expect(await read<TNamedLookup[]>(calls.form)).toContainEqual({ id, name });
    const renamed = `${name} Yeni`;
    await save(calls.update, { id, name: renamed, isActive: false });
    expect((await read<TNamedLookup[]>(calls.form)).map((row) => row.id)).not.toContain(id);
    const all = await read<TNamedAdminRow[]>(calls.all, world.admin);
    expect(all).toContainEqual({ id, name: renamed, isActive: false });
    expect(await world.auditEntriesOf(id)).toMatchObject([
      { entityType: calls.kind, action: 'create', before: null },
      {
        entityType: calls.kind,
        action: 'update',
        entityLabel: renamed,
        before: { name, isActive: true },
        after: { name: renamed, isActive: false },
      },
    ]);
  });

  it.each(KINDS)('refuses an empty, a duplicate and an unknown $kind', async (calls) => {
    const empty = await post(world.ctx, world.admin, `/api/${calls.create}`, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toBe(`name: ${M.nameRequired[calls.kind]}`);
    const name = `İçten ${randomToken()}`;
    await postOk(world.ctx, world.admin, `/api/${calls.create}`, { name, isActive: false });
    const twin = await post(world.ctx, world.admin, `/api/${calls.create}`, {
      name: name.toLocaleUpperCase('tr-TR'),
    });
    expect(twin.statusCode).toBe(409);
    expect(messagesOf(twin)).toBe(M.duplicateName[calls.kind]);
    const unknown = await post(world.ctx, world.admin, `/api/${calls.update}`, {
      id: randomUUID(),
      name: 'Yok',
    });
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toBe(M.notFound[calls.kind]);
  });
});
