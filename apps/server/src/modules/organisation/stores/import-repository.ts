import { ORGANISATION_IMPORT_MESSAGES as M } from '@ccms/contract/organisation/import-messages';
import { type SQL, sql } from 'drizzle-orm';
import { referencedIds } from '../../../db/references.ts';
import { stores } from '../../../db/schema/index.ts';
import { comparableNameSql } from '../../../db/unique-names.ts';
import { rowsOf } from '../../../platform/db.ts';
import type { ImportRange } from '../../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { STORE_IMPORT_COLUMNS } from './import-columns.ts';

/*
 * The stores import's queries (docs/domain.md, Moving in: stores). A staged row's `data` holds
 * the cells as parseStoreRow normalised them; the city and county are resolved by name here,
 * the same way when classifying, applying and checking for later writes.
 */

const header = (field: string) => STORE_IMPORT_COLUMNS.find((c) => c.field === field)!.header;

/** A name as the file's names are compared: trimmed, NFKC, Turkish lower case. */
const nameKey = (text: string) => comparableNameSql(sql.raw(text));

/**
 * The cities and counties by comparable name (the first id of a name twice), for hash joins:
 * the statements that resolve a staged row's places start with these.
 */
const placeNames = sql`
  city_names as (
    select distinct on (name_key) name_key, id as city_id
    from (select ${nameKey('c.name')} as name_key, c.id from cities c) named
    order by name_key, city_id),
  county_names as (
    select distinct on (city_id, name_key) city_id, name_key, id as county_id
    from (select k.city_id, ${nameKey('k.name')} as name_key, k.id from counties k) named
    order by city_id, name_key, county_id)`;

/** The city and county ids of a staged row `r` (null when not written or unknown). */
const placeIds = sql`
  left join city_names city on city.name_key = ${nameKey("r.data->>'city'")}
  left join county_names county
    on county.city_id = city.city_id and county.name_key = ${nameKey("r.data->>'county'")}`;

/** A unit's stored fields as the import compares and restores them (`before`). */
const storedFields = (s: string) =>
  sql.raw(`jsonb_build_object(
    'code', nullif(${s}.code, ''), 'name', ${s}.name, 'type', ${s}.type,
    'isECommerce', ${s}.is_e_commerce, 'cityId', ${s}.city_id, 'countyId', ${s}.county_id,
    'address', ${s}.address, 'phoneNumber', ${s}.phone_number, 'emailAddress', ${s}.email_address,
    'regionManagerName', ${s}.region_manager_name, 'regionManagerSurname', ${s}.region_manager_surname,
    'regionManagerEmail', ${s}.region_manager_email,
    'areaManagerName', ${s}.area_manager_name, 'areaManagerSurname', ${s}.area_manager_surname,
    'areaManagerEmail', ${s}.area_manager_email,
    'unitManagerName', ${s}.unit_manager_name, 'unitManagerSurname', ${s}.unit_manager_surname,
    'unitManagerEmail', ${s}.unit_manager_email, 'isActive', ${s}.is_active)`);

/** The same fields as the staged row `r` would write them (with `placeIds` joined). */
const incomingFields = sql.raw(`jsonb_build_object(
    'code', r.data->'code', 'name', r.data->'name', 'type', r.data->'type',
    'isECommerce', r.data->'isECommerce', 'cityId', city.city_id, 'countyId', county.county_id,
    'address', r.data->'address', 'phoneNumber', r.data->'phoneNumber',
    'emailAddress', r.data->'emailAddress',
    'regionManagerName', r.data->'regionManagerName', 'regionManagerSurname', r.data->'regionManagerSurname',
    'regionManagerEmail', r.data->'regionManagerEmail',
    'areaManagerName', r.data->'areaManagerName', 'areaManagerSurname', r.data->'areaManagerSurname',
    'areaManagerEmail', r.data->'areaManagerEmail',
    'unitManagerName', r.data->'unitManagerName', 'unitManagerSurname', r.data->'unitManagerSurname',
    'unitManagerEmail', r.data->'unitManagerEmail', 'isActive', r.data->'isActive')`);

/** The units by code, and those without one by comparable name, each with every id it names. */
const unitKeys = sql`
  coded_units as (
    select s.code, array_agg(s.id order by s.created_at, s.id) as ids from stores s
    where nullif(s.code, '') is not null group by s.code),
  named_units as (
    select ${nameKey('s.name')} as name_key, array_agg(s.id order by s.created_at, s.id) as ids
    from stores s where nullif(s.code, '') is null group by 1)`;

/** The unit a staged row `r` names: by code, or without a code by name among units without one. */
const matchingUnits = sql`
  left join coded_units coded on coded.code = r.data->>'code'
  left join named_units named
    on r.data->>'code' is null and named.name_key = ${nameKey("r.data->>'name'")}
  cross join lateral (select coalesce(coded.ids, named.ids) as ids) matched
  left join stores stored on stored.id = matched.ids[1]`;

/**
 * The stores kind's classifySql: new, changed or unchanged against the stored unit, or refused
 * for an unknown city or county, a code (or a name without code) two units hold, a new unit
 * without a code, or a store turned into a department or back.
 */
export function classifyStoreRowsSql(importId: string): SQL {
  return sql`
    with ${placeNames}, ${unitKeys}
    select r.row_number,
      case when problem.message is not null then 'refused'
        when stored.id is null then 'new'
        when ${incomingFields} = ${storedFields('stored')} then 'unchanged'
        else 'changed' end as outcome,
      case when problem.message is null then coalesce(stored.id, gen_random_uuid()) end as entity_id,
      case when problem.message is null and stored.id is not null then ${storedFields('stored')} end as before,
      problem.column_header as problem_column, problem.message as problem_message
    from data_import_rows r
    ${placeIds}
    ${matchingUnits}
    left join lateral (
      select v.column_header, v.message from (values
        (1, r.data->>'city' is not null and city.city_id is null, ${header('city')}, ${M.cityUnknown}),
        (2, r.data->>'county' is not null and county.county_id is null, ${header('county')}, ${M.countyUnknown}),
        (3, cardinality(matched.ids) > 1 and r.data->>'code' is not null, ${header('code')}, ${M.codeHeldTwice}),
        (4, cardinality(matched.ids) > 1 and r.data->>'code' is null, ${header('name')}, ${M.nameHeldTwice}),
        (5, stored.id is null and r.data->>'code' is null, ${header('code')}, ${M.codeNeededForNew}),
        (6, stored.id is not null and (stored.type = 0) <> ((r.data->>'type')::int = 0), ${header('type')}, ${M.storeKindChange})
      ) v(n, hit, column_header, message)
      where v.hit order by v.n limit 1
    ) problem on true
    where r.import_id = ${importId}::uuid and r.outcome is distinct from 'refused'`;
}

/** Writes the new and changed units of `range` by their entity ids; again, it changes nothing. */
export async function upsertImportedStores(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<void> {
  await unsealed(tx).execute(sql`
    with ${placeNames}
    insert into stores (id, code, name, type, is_e_commerce, is_active, city_id, county_id,
      address, phone_number, email_address,
      region_manager_name, region_manager_surname, region_manager_email,
      area_manager_name, area_manager_surname, area_manager_email,
      unit_manager_name, unit_manager_surname, unit_manager_email)
    select r.entity_id, d.code, d.name, d.type, d."isECommerce", d."isActive",
      city.city_id, county.county_id, d.address, d."phoneNumber", d."emailAddress",
      d."regionManagerName", d."regionManagerSurname", d."regionManagerEmail",
      d."areaManagerName", d."areaManagerSurname", d."areaManagerEmail",
      d."unitManagerName", d."unitManagerSurname", d."unitManagerEmail"
    from data_import_rows r
    cross join lateral jsonb_to_record(r.data) as d(code text, name text, type int,
      "isECommerce" boolean, "isActive" boolean, address text, "phoneNumber" text,
      "emailAddress" text, "regionManagerName" text, "regionManagerSurname" text,
      "regionManagerEmail" text, "areaManagerName" text, "areaManagerSurname" text,
      "areaManagerEmail" text, "unitManagerName" text, "unitManagerSurname" text,
      "unitManagerEmail" text)
    ${placeIds}
    where r.import_id = ${importId}::uuid and r.row_number between ${range.from} and ${range.to}
      and r.outcome in ('new', 'changed')
    order by r.row_number
    on conflict (id) do update set code = excluded.code, name = excluded.name,
      type = excluded.type, is_e_commerce = excluded.is_e_commerce,
      is_active = excluded.is_active, city_id = excluded.city_id, county_id = excluded.county_id,
      address = excluded.address, phone_number = excluded.phone_number,
      email_address = excluded.email_address,
      region_manager_name = excluded.region_manager_name,
      region_manager_surname = excluded.region_manager_surname,
      region_manager_email = excluded.region_manager_email,
      area_manager_name = excluded.area_manager_name,
      area_manager_surname = excluded.area_manager_surname,
      area_manager_email = excluded.area_manager_email,
      unit_manager_name = excluded.unit_manager_name,
      unit_manager_surname = excluded.unit_manager_surname,
      unit_manager_email = excluded.unit_manager_email`);
}

/**
 * How many units the import wrote that were written or used since: changed by someone else
 * (no longer as the import left them), gone, or, if the import made them, referred to by any
 * row (a ticket, a role in the unit…).
 */
export async function countStoresWrittenSince(tx: SealedTx, importId: string): Promise<number> {
  const result = await unsealed(tx).execute(sql`
    with ${placeNames}, written as (
      select r.entity_id as id, r.outcome, s.id is null or ${storedFields('s')} <> ${incomingFields} as is_other
      from data_import_rows r
      ${placeIds}
      left join stores s on s.id = r.entity_id
      where r.import_id = ${importId}::uuid and r.outcome in ('new', 'changed'))
    select (select count(*) from written where is_other)::int
      + (select count(*) from (${referencedIds(stores, sql`select id from written where outcome = 'new' and not is_other`)}) used)::int as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Removes the units the import made and puts the changed ones back as they were. */
export async function undoImportedStores(tx: SealedTx, importId: string): Promise<void> {
  const db = unsealed(tx);
  await db.execute(sql`
    delete from stores s using data_import_rows r
    where r.import_id = ${importId}::uuid and r.outcome = 'new' and s.id = r.entity_id`);
  await db.execute(sql`
    update stores s set code = b.code, name = b.name, type = b.type,
      is_e_commerce = b."isECommerce", is_active = b."isActive", city_id = b."cityId",
      county_id = b."countyId", address = b.address, phone_number = b."phoneNumber",
      email_address = b."emailAddress", region_manager_name = b."regionManagerName",
      region_manager_surname = b."regionManagerSurname",
      region_manager_email = b."regionManagerEmail", area_manager_name = b."areaManagerName",
      area_manager_surname = b."areaManagerSurname", area_manager_email = b."areaManagerEmail",
      unit_manager_name = b."unitManagerName", unit_manager_surname = b."unitManagerSurname",
      unit_manager_email = b."unitManagerEmail"
    from data_import_rows r
    cross join lateral jsonb_to_record(r.before) as b(code text, name text, type int,
      "isECommerce" boolean, "isActive" boolean, "cityId" int, "countyId" int, address text,
      "phoneNumber" text, "emailAddress" text, "regionManagerName" text,
      "regionManagerSurname" text, "regionManagerEmail" text, "areaManagerName" text,
      "areaManagerSurname" text, "areaManagerEmail" text, "unitManagerName" text,
      "unitManagerSurname" text, "unitManagerEmail" text)
    where r.import_id = ${importId}::uuid and r.outcome = 'changed' and s.id = r.entity_id`);
}

/** Every unit as the export writes it, by code (units without one last, by name). */
export type ExportedStore = {
  code: string | null;
  name: string;
  type: number;
  isECommerce: boolean;
  city: string | null;
  county: string | null;
  address: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  regionManagerName: string | null;
  regionManagerSurname: string | null;
  regionManagerEmail: string | null;
  areaManagerName: string | null;
  areaManagerSurname: string | null;
  areaManagerEmail: string | null;
  unitManagerName: string | null;
  unitManagerSurname: string | null;
  unitManagerEmail: string | null;
  isActive: boolean;
};

export async function findStoresToExport(db: SealedDb): Promise<ExportedStore[]> {
  const result = await unsealed(db).execute(sql`
    select nullif(s.code, '') as code, s.name, s.type, s.is_e_commerce as "isECommerce",
      c.name as city, k.name as county, s.address, s.phone_number as "phoneNumber",
      s.email_address as "emailAddress", s.region_manager_name as "regionManagerName",
      s.region_manager_surname as "regionManagerSurname",
      s.region_manager_email as "regionManagerEmail", s.area_manager_name as "areaManagerName",
      s.area_manager_surname as "areaManagerSurname", s.area_manager_email as "areaManagerEmail",
      s.unit_manager_name as "unitManagerName", s.unit_manager_surname as "unitManagerSurname",
      s.unit_manager_email as "unitManagerEmail", s.is_active as "isActive"
    from stores s
    left join cities c on c.id = s.city_id
    left join counties k on k.id = s.county_id
    order by nullif(s.code, '') is null, s.code, s.name, s.id`);
  return rowsOf<ExportedStore>(result);
}
