import { ORGANISATION_IMPORT_MESSAGES as IM } from '@ccms/contract/organisation/import-messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { type SQL, sql } from 'drizzle-orm';
import { referencedIds } from '../../../db/references.ts';
import { userRolesInStores, users } from '../../../db/schema/index.ts';
import { comparableNameSql } from '../../../db/unique-names.ts';
import { rowsOf } from '../../../platform/db.ts';
import type { ImportRange } from '../../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { SYSTEM_USER_ID } from '../../../platform/system-user.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { userImportHeader as header } from './import-columns.ts';

/*
 * The users import's queries (docs/domain.md, Moving in: users). A staged row is one role of a
 * user in a unit (or a user without one). Its entity is the user; `before` holds what the apply
 * and the undo need: the user's stored fields (null for a new user), whether this row writes the
 * user (the first accepted row of its e-mail), the role and unit found, whether the role in the
 * unit is new, and the links a store role is taken from (its previous holder's).
 */

/** The user fields a row carries, from a staged row's `data` (`d`). */
const fileUser = (d: string) =>
  sql.raw(`jsonb_build_object('name', ${d}->'name', 'surname', ${d}->'surname',
    'emailAddress', ${d}->'emailAddress', 'userType', ${d}->'userType', 'isActive', ${d}->'isActive')`);

/** The same fields of a stored user `u`. */
const storedUser = (u: string) =>
  sql.raw(`jsonb_build_object('name', ${u}.name, 'surname', ${u}.surname,
    'emailAddress', ${u}.email_address, 'userType', ${u}.user_type, 'isActive', ${u}.is_active)`);

/** A name as the file's names are compared: trimmed, NFKC, Turkish lower case. */
const nameKey = (text: string) => comparableNameSql(sql.raw(text));

/** Whether the row's user field `field` differs from the first row of its e-mail. */
const differs = (field: string) => sql.raw(`(r.data->'${field}') <> (r.first_data->'${field}')`);

/** A message naming a row number that SQL holds: its words bound, the number put in between. */
function withRow(message: (row: number) => string, row: SQL): SQL {
  const marker = String(Number.MAX_SAFE_INTEGER);
  const [before, after] = message(Number.MAX_SAFE_INTEGER).split(marker) as [string, string];
  return sql`(${before}::text || ${row} || ${after}::text)`;
}

/**
 * The users kind's classifySql. Rows of one user must agree on the user's fields; a role and a
 * unit are found by name and code as the stores file names them, and a new role in a unit keeps
 * the screen's rules (active role, unit and user; a role that fits the unit; one holder of a
 * store role, taken from the previous holder as the screen's save does).
 */
export function classifyUserRowsSql(importId: string): SQL {
  const disagree = withRow(IM.userRowsDisagree, sql`r.first_row`);
  return sql`
    with staged as (
      select r.row_number, r.data, lower(r.data->>'emailAddress') as email_key,
        r.data->>'role' as role_name, r.data->>'storeCode' as store_code,
        r.data->>'storeName' as store_name
      from data_import_rows r
      where r.import_id = ${importId}::uuid and r.outcome is distinct from 'refused'),
    role_names as (
      select distinct on (name_key) name_key, id, role_type, is_active
      from (select ${nameKey('ro.name')} as name_key, ro.* from roles ro) named
      order by name_key, id),
    coded_units as (
      select x.code, array_agg(x.id order by x.created_at, x.id) as ids from stores x
      where nullif(x.code, '') is not null group by x.code),
    named_units as (
      select ${nameKey('x.name')} as name_key, array_agg(x.id order by x.created_at, x.id) as ids
      from stores x where nullif(x.code, '') is null group by 1),
    firsts as (
      select distinct on (email_key) email_key, row_number as first_row, data as first_data
      from staged order by email_key, row_number),
    people as (
      select f.email_key, u.id as stored_id, coalesce(u.id, gen_random_uuid()) as user_id,
        case when u.id is not null then ${storedUser('u')} end as stored_user,
        u.user_name as stored_user_name
      from firsts f left join users u on lower(u.email_address) = f.email_key),
    found as (
      select s.*, f.first_row, f.first_data, p.stored_id, p.user_id, p.stored_user,
        p.stored_user_name, role.id as role_id, role.role_type, role.is_active as role_active,
        unit.ids as unit_ids, st.id as store_id, st.type as store_type,
        st.is_active as store_active, link.id as link_id,
        first_value(s.row_number) over holders as holder_row,
        first_value(s.email_key) over holders as holder_email
      from staged s
      join firsts f using (email_key)
      join people p using (email_key)
      left join role_names role on s.role_name is not null and role.name_key = ${nameKey('s.role_name')}
      left join coded_units coded on s.role_name is not null and coded.code = s.store_code
      left join named_units named on s.role_name is not null and s.store_code is null
        and named.name_key = ${nameKey('s.store_name')}
      cross join lateral (select coalesce(coded.ids, named.ids) as ids) unit
      left join stores st on st.id = unit.ids[1]
      left join user_roles_in_stores link
        on link.user_id = p.stored_id and link.role_id = role.id and link.store_id = st.id
      window holders as (partition by role.id, st.id order by s.row_number)),
    checked as (
      select r.*, problem.column_header, problem.message,
        r.role_id is not null and r.link_id is null as is_link_new,
        r.stored_user is not null and r.stored_user <> ${fileUser('r.data')} as is_user_changed
      from found r
      left join lateral (
        select v.column_header, v.message from (values
          (1, r.row_number <> r.first_row and ${differs('emailAddress')}, ${header('emailAddress')}, ${disagree}),
          (2, r.row_number <> r.first_row and ${differs('name')}, ${header('name')}, ${disagree}),
          (3, r.row_number <> r.first_row and ${differs('surname')}, ${header('surname')}, ${disagree}),
          (4, r.row_number <> r.first_row and ${differs('userType')}, ${header('userType')}, ${disagree}),
          (5, r.row_number <> r.first_row and ${differs('isActive')}, ${header('isActive')}, ${disagree}),
          (6, r.stored_id = ${SYSTEM_USER_ID}::uuid, ${header('emailAddress')}, ${M.userNotFound}),
          (7, r.stored_id = (select created_by_user_id from data_imports where id = ${importId}::uuid)
            and not (r.data->>'isActive')::boolean, ${header('isActive')}, ${M.notYourself}),
          (8, r.role_name is not null and r.role_id is null, ${header('role')}, ${M.roleNotFound}),
          (9, r.role_name is not null and r.unit_ids is null and r.store_code is not null, ${header('storeCode')}, ${M.storeNotFound}),
          (10, r.role_name is not null and r.unit_ids is null and r.store_code is null, ${header('storeName')}, ${M.storeNotFound}),
          (11, cardinality(r.unit_ids) > 1 and r.store_code is not null, ${header('storeCode')}, ${IM.codeHeldTwice}),
          (12, cardinality(r.unit_ids) > 1 and r.store_code is null, ${header('storeName')}, ${IM.nameHeldTwice}),
          (13, r.link_id is null and r.role_id is not null and r.store_id is not null and not r.role_active, ${header('role')}, ${M.roleNotFound}),
          (14, r.link_id is null and r.store_id is not null and r.role_id is not null and not r.store_active, ${header('storeCode')}, ${M.inactiveStore}),
          (15, r.link_id is null and r.store_id is not null and r.role_id is not null
            and (r.role_type in (0, 1, 3)) <> (r.store_type = 0), ${header('role')}, ${M.roleTypeMismatch}),
          (16, r.link_id is null and r.store_id is not null and r.role_id is not null
            and not (r.data->>'isActive')::boolean, ${header('isActive')}, ${M.inactiveUserLink}),
          (17, r.store_type = 0 and r.role_id is not null and r.holder_email <> r.email_key, ${header('role')},
            ${withRow(IM.storeRoleGivenTwice, sql`r.holder_row`)})
        ) v(n, hit, column_header, message)
        where v.hit order by v.n limit 1) problem on true),
    owned as (
      select c.*,
        c.row_number = min(c.row_number) filter (where c.column_header is null)
          over (partition by c.email_key) as writes_user,
        case when c.is_link_new and c.store_type = 0 then (
          select jsonb_agg(jsonb_build_object('id', o.id, 'userId', o.user_id,
            'roleId', o.role_id, 'storeId', o.store_id, 'createdAt', o.created_at))
          from user_roles_in_stores o
          where o.role_id = c.role_id and o.store_id = c.store_id
            and o.user_id is distinct from c.stored_id) end as taken_from
      from checked c)
    select o.row_number,
      case when o.column_header is not null then 'refused'
        when (o.writes_user and o.is_user_changed) or o.taken_from is not null then 'changed'
        when (o.writes_user and o.stored_id is null) or o.is_link_new then 'new'
        else 'unchanged' end as outcome,
      case when o.column_header is null then o.user_id end as entity_id,
      case when o.column_header is null then jsonb_build_object(
        'user', case when o.stored_user is not null
          then o.stored_user || jsonb_build_object('userName', o.stored_user_name) end,
        'writesUser', o.writes_user and (o.stored_id is null or o.is_user_changed),
        'roleId', o.role_id, 'storeId', o.store_id, 'isLinkNew', o.is_link_new,
        'takenFrom', coalesce(o.taken_from, '[]'::jsonb)) end as before,
      o.column_header as problem_column, o.message as problem_message
    from owned o`;
}

/** The import's accepted rows of `range` that write something (new or changed). */
const writingRows = (importId: string, range?: ImportRange) => sql`
  select r.row_number, r.entity_id, r.data, r.before from data_import_rows r
  where r.import_id = ${importId}::uuid and r.outcome in ('new', 'changed')
    ${range ? sql`and r.row_number between ${range.from} and ${range.to}` : sql``}`;

/**
 * Writes the users, hand-overs and roles in units of `range`: each user once (by the row that
 * owns it; userName follows the name, as the screen's save sets it), the previous holders' links
 * of a store role removed, the new links added. Again, it changes nothing.
 */
export async function writeImportedUsers(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<void> {
  const db = unsealed(tx);
  await db.execute(sql`
    insert into users (id, name, surname, user_name, email_address, user_type, is_active)
    select w.entity_id, w.data->>'name', w.data->>'surname', w.data->>'name',
      w.data->>'emailAddress', (w.data->>'userType')::int, (w.data->>'isActive')::boolean
    from (${writingRows(importId, range)}) w
    where (w.before->>'writesUser')::boolean
    order by w.row_number
    on conflict (id) do update set name = excluded.name, surname = excluded.surname,
      user_name = case when users.name is distinct from excluded.name
        then excluded.user_name else users.user_name end,
      email_address = excluded.email_address, user_type = excluded.user_type,
      is_active = excluded.is_active`);
  await db.execute(sql`
    delete from user_roles_in_stores l
    using (${writingRows(importId, range)}) w, jsonb_array_elements(w.before->'takenFrom') taken
    where l.id = (taken->>'id')::uuid`);
  await db.execute(sql`
    insert into user_roles_in_stores (user_id, role_id, store_id)
    select w.entity_id, (w.before->>'roleId')::uuid, (w.before->>'storeId')::uuid
    from (${writingRows(importId, range)}) w
    where (w.before->>'isLinkNew')::boolean
    order by w.row_number
    on conflict (user_id, role_id, store_id) do nothing`);
}

/**
 * How many of the import's writes were written over or used since: a user it wrote whose fields
 * are no longer its, a role in a unit it gave that is gone, a user it made who has a password,
 * a role it did not give, or any row referring to them (a ticket, a note, an import…).
 */
export async function countUsersWrittenSince(tx: SealedTx, importId: string): Promise<number> {
  const result = await unsealed(tx).execute(sql`
    with written as (${writingRows(importId)}),
    made as (
      select distinct w.entity_id as id from written w
      where (w.before->>'writesUser')::boolean and w.before->'user' = 'null'::jsonb),
    given as (
      select w.entity_id as user_id, (w.before->>'roleId')::uuid as role_id,
        (w.before->>'storeId')::uuid as store_id
      from written w where (w.before->>'isLinkNew')::boolean)
    select
      (select count(*) from written w left join users u on u.id = w.entity_id
        where (w.before->>'writesUser')::boolean
          and (u.id is null or ${storedUser('u')} <> ${fileUser('w.data')}))::int
      + (select count(*) from given g where not exists (select 1 from user_roles_in_stores l
          where l.user_id = g.user_id and l.role_id = g.role_id and l.store_id = g.store_id))::int
      + (select count(*) from made m join users u on u.id = m.id
        where u.password_hash is not null
          or exists (select 1 from user_roles_in_stores l where l.user_id = m.id
            and not exists (select 1 from given g where g.user_id = l.user_id
              and g.role_id = l.role_id and g.store_id = l.store_id))
          or m.id in (${referencedIds(users, sql`select id from made`, [userRolesInStores])}))::int
      as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Puts the import's writes back: the roles it gave removed, the ones it took restored, its
 * changed users as they were and its new users removed.
 */
export async function undoImportedUsers(tx: SealedTx, importId: string): Promise<void> {
  const db = unsealed(tx);
  await db.execute(sql`
    delete from user_roles_in_stores l using (${writingRows(importId)}) w
    where (w.before->>'isLinkNew')::boolean and l.user_id = w.entity_id
      and l.role_id = (w.before->>'roleId')::uuid and l.store_id = (w.before->>'storeId')::uuid`);
  await db.execute(sql`
    insert into user_roles_in_stores (id, user_id, role_id, store_id, created_at)
    select (t->>'id')::uuid, (t->>'userId')::uuid, (t->>'roleId')::uuid,
      (t->>'storeId')::uuid, (t->>'createdAt')::timestamptz
    from (${writingRows(importId)}) w, jsonb_array_elements(w.before->'takenFrom') t
    on conflict do nothing`);
  await db.execute(sql`
    update users u set name = b.name, surname = b.surname, user_name = b."userName",
      email_address = b."emailAddress", user_type = b."userType", is_active = b."isActive"
    from (${writingRows(importId)}) w
    cross join lateral jsonb_to_record(w.before->'user') as b(name text, surname text,
      "userName" text, "emailAddress" text, "userType" int, "isActive" boolean)
    where (w.before->>'writesUser')::boolean and w.before->'user' <> 'null'::jsonb
      and u.id = w.entity_id`);
  await db.execute(sql`
    delete from users u using (${writingRows(importId)}) w
    where (w.before->>'writesUser')::boolean and w.before->'user' = 'null'::jsonb
      and u.id = w.entity_id`);
}

export type ExportedUserRole = {
  emailAddress: string;
  name: string;
  surname: string;
  userType: number;
  isActive: boolean;
  role: string | null;
  storeCode: string | null;
  storeName: string | null;
};

/**
 * Every role of every user in a unit, and users without one as a row of their own, by e-mail
 * address (the system user, who never signs in, aside).
 */
export async function findUserRolesToExport(db: SealedDb): Promise<ExportedUserRole[]> {
  const result = await unsealed(db).execute(sql`
    select u.email_address as "emailAddress", u.name, u.surname, u.user_type as "userType",
      u.is_active as "isActive", ro.name as role, nullif(s.code, '') as "storeCode",
      s.name as "storeName"
    from users u
    left join user_roles_in_stores l on l.user_id = u.id
    left join roles ro on ro.id = l.role_id
    left join stores s on s.id = l.store_id
    where u.id <> ${SYSTEM_USER_ID}::uuid
    order by lower(u.email_address), u.id, ro.name, s.code, s.name, s.id`);
  return rowsOf<ExportedUserRole>(result);
}
