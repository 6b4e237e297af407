import type { TMailGroupOption } from '@ccms/contract/mail-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailGroups } from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions } from '../../test/factories.ts';
import { get, randomToken } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe.each(TEST_BACKENDS)('mailgroups/getMailGroups on %s', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());

  it('gives every mail group, active or not, in Turkish alphabetical order', async () => {
    const tag = randomToken();
    const rows = await ctx.db
      .insert(mailGroups)
      .values([
        { name: `Şikayet ${tag}` },
        { name: `Çağrı ${tag}`, isActive: false },
        { name: `Sipariş ${tag}` },
        { name: `Cilt ${tag}` },
      ])
      .returning();
    const admin = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
    const response = await get(ctx, admin, '/api/mailgroups/getMailGroups');
    expect(response.statusCode).toBe(200);
    const groups = (response.json() as TMailGroupOption[]).filter((group) =>
      group.name.endsWith(tag),
    );
    expect(groups.map((group) => group.name.replace(` ${tag}`, ''))).toEqual([
      'Cilt',
      'Çağrı',
      'Sipariş',
      'Şikayet',
    ]);
    const inactive = rows.find((row) => !row.isActive)!;
    expect(groups).toContainEqual({ id: inactive.id, name: inactive.name, isActive: false });

    const agent = await createUserWithPermissions(ctx.db, ['Ticket.Create']);
    expect((await get(ctx, agent, '/api/mailgroups/getMailGroups')).statusCode).toBe(403);
  });
});
