import type { Permission } from '@ccms/contract/permissions';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import { ROLE_DEFS, USER_DEFS } from '../seed/organisation.ts';
import type { TestUser } from './factories.ts';

/** One seeded demo user of every role (seed/organisation.ts), and a deactivated one. */
export const DEMO_ROLE_USERS = {
  admin: 'admin@demo.local',
  agent: 'agent@demo.local',
  teamLeader: 'lider@demo.local',
  storeManager: 'manager@demo.local',
  storeStaff: 'ceren.dogan@demo.local',
  deputyManager: 'onur.polat@demo.local',
  cashier: 'irem.cakir@demo.local',
  backOffice: 'backoffice@demo.local',
  areaManager: 'area@demo.local',
  regionManager: 'bolge.marmara@demo.local',
  definitionsExpert: 'esra.kurt@demo.local',
  qualityExpert: 'deniz.korkmaz@demo.local',
  purchasingExpert: 'volkan.aslan@demo.local',
  deactivated: 'pasif@demo.local',
} as const;
export type DemoRoleUser = keyof typeof DEMO_ROLE_USERS;

/** Seeded users by e-mail address, under the caller's own names for them. */
export async function loadUsersByEmail<K extends string>(
  db: Executor,
  emails: Readonly<Record<K, string>>,
): Promise<Record<K, TestUser>> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      ccmsIdent: users.ccmsIdent,
      positionIdent: users.positionIdent,
    })
    .from(users)
    .where(inArray(users.emailAddress, Object.values<string>(emails)));
  const entries = Object.entries<string>(emails).map(([who, email]) => {
    const row = rows.find((candidate) => candidate.emailAddress === email);
    if (!row) throw new Error(`The demo user ${email} is missing`);
    return [who, row] as const;
  });
  return Object.fromEntries(entries) as Record<K, TestUser>;
}

/** The demo users above, read from the seeded database. */
export function loadDemoRoleUsers(db: Executor): Promise<Record<DemoRoleUser, TestUser>> {
  return loadUsersByEmail(db, DEMO_ROLE_USERS);
}

/** What the seed gives the user: the permissions of every role they hold, in any unit. */
export function seededPermissionsOf(who: DemoRoleUser): ReadonlySet<Permission> {
  const user = USER_DEFS.find((def) => def.email === DEMO_ROLE_USERS[who]);
  if (!user) throw new Error(`${who} is not a seeded user`);
  return new Set(
    user.roles.flatMap(([roleName]) => {
      const role = ROLE_DEFS.find((def) => def.name === roleName);
      if (!role) throw new Error(`The seed has no role ${roleName}`);
      return role.permissions;
    }),
  );
}
