import { CUSTOMER_IMPORT_MESSAGES as IM } from '@ccms/contract/customers/messages';
import { type SQL, sql } from 'drizzle-orm';
import { turkishLower } from '../../db/turkish-lower.ts';
import { rowsOf } from '../../platform/db.ts';
import type { ImportRange, KindSelect } from '../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

/*
 * The customers import's SQL (docs/domain.md §26 Customers file). Every statement works on a
 * set of staged rows (data_import_rows, written by the imports engine): no statement per row,
 * so two million rows are a few hundred statements. A staged row's data is StagedCustomer
 * (import-row.ts); its key is the phone.
 */

/**
 * A name as the other kinds compare city and county names: NFKC, trimmed, lower case the Turkish
 * way ('İSTANBUL' is 'İstanbul'; docs/domain.md §15.1 Names compared).
 */
const comparable = (name: SQL) => turkishLower(sql`trim(normalize(${name}, NFKC))`);

/**
 * The ids of the addresses of the staged rows `rows` selects, as one map from 'city␟county' to
 * [cityId, countyId] (null for a name not found): each distinct city and county of the file is
 * compared once, and each row finds its own in the map. The map is built once per statement
 * and read by key, so no plan, however wrong its guess of the rows' count, runs it per row.
 */
const filePlaces = (rows: SQL) => sql`
  places as materialized (
    select coalesce(jsonb_object_agg(p.city || chr(31) || p.county,
      jsonb_build_array(ci.id, co.id)), '{}'::jsonb) as ids
    from (select distinct r.data->>'city' as city, r.data->>'county' as county
      from data_import_rows r where ${rows} and r.data ? 'city') p
    left join (select id, ${comparable(sql`name`)} as name_key from cities) ci
      on ci.name_key = ${comparable(sql`p.city`)}
    left join (select id, city_id, ${comparable(sql`name`)} as name_key from counties) co
      on co.city_id = ci.id and co.name_key = ${comparable(sql`p.county`)}
  )`;

/**
 * The [cityId, countyId] of staged row `r` as `pl.place` (null without an address), looked up
 * once per row ('offset 0' keeps the look-up from being copied into each use).
 */
const placeOfRow = sql`
  cross join lateral (select (select ids from places)
    -> (r.data->>'city' || chr(31) || (r.data->>'county')) as place offset 0) pl`;
const cityId = sql`(pl.place->>0)::int`;
const countyId = sql`(pl.place->>1)::int`;

/*
 * Look-ups by a unique key are written as scalar subqueries: the database then probes the index
 * once per row whatever its statistics say. Right after a chain's first import (or the demo
 * data) the tables have none yet, and a join planned on guesses could scan a table per row.
 */
const cardHolder = (number: SQL) =>
  sql`(select lc.customer_id from loyalty_cards lc where lc.number = ${number})`;
const customerIdOfPhone = (phone: SQL) =>
  sql`(select c.id from customers c where c.phone_number = ${phone})`;
const isCustomer = (id: SQL) => sql`(select true from customers c where c.id = ${id})`;

/** The card refusals in the contract's words, the number and the row filled in by the SQL. */
const cardOfAnotherCustomer = IM.cardOfAnotherCustomer('{number}');
const cardInAnotherRow = IM.cardInAnotherRow('{number}', '{row}');

/**
 * Each staged row not refused yet: new (no customer has the phone), changed, unchanged (every
 * field alike and every card of the file already the customer's: cards the file leaves out stay),
 * or refused (an unknown city or county, a card another customer holds, a card no one holds yet
 * that another row of the file names too, whichever comes first in the file). One pass over the
 * rows with index look-ups per row, and one sort of the file's new card numbers.
 */
export function classifyCustomerRowsSql(importId: string): KindSelect {
  const pending = sql`r.import_id = ${importId}::uuid and r.outcome is null`;
  return sql`
    with ${filePlaces(pending)},
    -- Numbers sorted as the 13-digit integers they are: far less to sort than text.
    file_cards as (
      select r.row_number, n.number,
        count(*) over same_card as holders,
        min(r.row_number) over same_card as first_row,
        max(r.row_number) over same_card as last_row
      from data_import_rows r
      cross join lateral jsonb_array_elements_text(r.data->'cards') as n(number)
      where ${pending} and ${cardHolder(sql`n.number`)} is null
      window same_card as (partition by n.number::bigint)
    ),
    -- A stored card in several rows is its holder's row's: the others are refused as taken.
    card_in_rows as (
      select distinct on (f.row_number) f.row_number, f.number,
        case when f.first_row = f.row_number then f.last_row else f.first_row end as other_row
      from file_cards f where f.holders > 1
      order by f.row_number, f.number
    ),
    -- The few rows sharing a card, as a map by row number, read by key as the places are.
    shared_cards as materialized (
      select coalesce(jsonb_object_agg(row_number::text, jsonb_build_array(number, other_row)),
        '{}'::jsonb) as by_row
      from card_in_rows
    ),
    checked as (
      select r.row_number, c.id as customer_id, h.adds_card,
        c.id is not null and (
          c.first_name is distinct from r.data->>'firstName'
          or c.last_name is distinct from r.data->>'lastName'
          or c.email_address is distinct from r.data->>'email'
          or c.birth_date is distinct from (r.data->>'birthDate')::date
          or c.city_id is distinct from ${cityId}
          or c.county_id is distinct from ${countyId}
          or c.address_detail is distinct from r.data->>'address'
          or c.is_active is distinct from (r.data->>'active')::boolean
          or c.is_flag is distinct from (r.data->>'flag')::boolean
          or c.flag_description is distinct from r.data->>'flagNote'
          or coalesce(h.adds_card, false)
        ) as differs,
        case
          when r.data ? 'city' and ${cityId} is null then 'İl'
          when r.data ? 'city' and ${countyId} is null then 'İlçe'
          when h.taken_number is not null or d.shared is not null then 'Kart Numaraları'
        end as problem_column,
        case
          when r.data ? 'city' and ${cityId} is null then ${IM.noSuchCity}
          when r.data ? 'city' and ${countyId} is null then ${IM.noSuchCountyInCity}
          when h.taken_number is not null
            then replace(${cardOfAnotherCustomer}, '{number}', h.taken_number)
          when d.shared is not null then replace(replace(${cardInAnotherRow},
            '{number}', d.shared->>0), '{row}', d.shared->>1)
        end as problem_message
      from data_import_rows r
      left join customers c on c.phone_number = r.key
      ${placeOfRow}
      cross join lateral (
        select bool_or(card.holder is null) as adds_card,
          min(card.number) filter (where card.holder is distinct from c.id
            and card.holder is not null) as taken_number
        from (
          select n.number, ${cardHolder(sql`n.number`)} as holder
          from jsonb_array_elements_text(r.data->'cards') as n(number)
        ) card
      ) h
      cross join lateral (
        select (select by_row from shared_cards) -> r.row_number::text as shared offset 0) d
      where ${pending}
    )
    select k.row_number,
      case
        when k.problem_message is not null then 'refused'
        when k.customer_id is null then 'new'
        when k.differs then 'changed'
        else 'unchanged'
      end as outcome,
      case when k.problem_message is null then coalesce(k.customer_id, gen_random_uuid()) end
        as entity_id,
      case when k.problem_message is null and k.differs then (
        select jsonb_build_object('firstName', c.first_name, 'lastName', c.last_name,
          'email', c.email_address, 'birthDate', c.birth_date, 'cityId', c.city_id,
          'countyId', c.county_id, 'address', c.address_detail, 'active', c.is_active,
          'flag', c.is_flag, 'flagNote', c.flag_description, 'updatedAt', c.updated_at,
          'cards', coalesce((select jsonb_agg(lc.number) from loyalty_cards lc
            where lc.customer_id = c.id), '[]'::jsonb))
        from customers c where c.id = k.customer_id)
      end as before,
      k.problem_column, k.problem_message
    from checked k`;
}

/** The staged rows of one outcome in a range of row numbers. */
const stagedRows = (importId: string, range: ImportRange, outcomes: SQL) => sql`
  r.import_id = ${importId}::uuid and r.row_number between ${range.from} and ${range.to}
  and r.outcome in (${outcomes})`;

/** The import's applied time (set by 'Uygula'), stamped on what the apply writes. */
const appliedAt = (importId: string) =>
  sql`(select coalesce(i.applied_at, now()) from data_imports i where i.id = ${importId}::uuid)`;

/**
 * Writes the new and changed customers of a range of staged rows, then their cards, in the
 * caller's transaction. Each write skips what is there already (a customer by id, a card by
 * number), so a range applied twice changes nothing the second time; a phone or card someone
 * else took between the check and the apply is left to them.
 */
export async function applyCustomerRows(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<void> {
  const db = unsealed(tx);
  await db.execute(sql`
    with ${filePlaces(stagedRows(importId, range, sql`'new'`))}
    insert into customers (id, first_name, last_name, phone_number, email_address, birth_date,
      city_id, county_id, address_detail, is_active, is_flag, flag_description,
      created_by_user_id)
    select r.entity_id, r.data->>'firstName', r.data->>'lastName', r.key, r.data->>'email',
      (r.data->>'birthDate')::date, ${cityId}, ${countyId}, r.data->>'address',
      (r.data->>'active')::boolean, (r.data->>'flag')::boolean, r.data->>'flagNote',
      (select coalesce(i.applied_by_user_id, i.created_by_user_id) from data_imports i
        where i.id = ${importId}::uuid)
    from data_import_rows r
    ${placeOfRow}
    where ${stagedRows(importId, range, sql`'new'`)}
      and ${isCustomer(sql`r.entity_id`)} is null and ${customerIdOfPhone(sql`r.key`)} is null`);
  // Stamped with the import's time (or a later edit's, kept): what is later than it was
  // written by someone else since (countCustomersWrittenSince).
  await db.execute(sql`
    with ${filePlaces(stagedRows(importId, range, sql`'changed'`))}
    update customers c set first_name = r.data->>'firstName', last_name = r.data->>'lastName',
      email_address = r.data->>'email', birth_date = (r.data->>'birthDate')::date,
      city_id = ${cityId}, county_id = ${countyId}, address_detail = r.data->>'address',
      is_active = (r.data->>'active')::boolean, is_flag = (r.data->>'flag')::boolean,
      flag_description = r.data->>'flagNote',
      updated_at = greatest(c.updated_at, ${appliedAt(importId)})
    from data_import_rows r
    ${placeOfRow}
    where ${stagedRows(importId, range, sql`'changed'`)} and c.id = r.entity_id
      and c.id = any(array(select r.entity_id from data_import_rows r
        where ${stagedRows(importId, range, sql`'changed'`)}))`);
  // A card becomes the active one when it is the first the file adds to a customer without one
  // (a new customer: the first card of the row), as the form and the card add do.
  await db.execute(sql`
    insert into loyalty_cards (number, customer_id, is_active_card, created_at)
    select card.number, card.customer_id, card.first_added and not exists (
        select 1 from loyalty_cards a where a.customer_id = card.customer_id and a.is_active_card),
      card.applied_at
    from (
      select n.number, r.entity_id as customer_id, ${appliedAt(importId)} as applied_at,
        row_number() over (partition by r.row_number order by n.position) = 1 as first_added
      from data_import_rows r
      cross join lateral jsonb_array_elements_text(r.data->'cards')
        with ordinality as n(number, position)
      where ${stagedRows(importId, range, sql`'new', 'changed'`)}
        and ${isCustomer(sql`r.entity_id`)} and ${cardHolder(sql`n.number`)} is null
    ) card`);
}

/**
 * How many of the import's customers someone else has written since it was applied: changed
 * (updatedAt), given a card, or given a ticket. The import stamps its own writes with its
 * applied time, so only later ones count. Found from the writes since (few), each matched to the
 * import's rows by phone on the staging key's index, never by a pass over two million rows.
 */
export async function countCustomersWrittenSince(tx: SealedTx, importId: string): Promise<number> {
  const result = await unsealed(tx).execute(sql`
    with applied as (select applied_at from data_imports where id = ${importId}::uuid),
    written as (
      select c.phone_number from customers c, applied a where c.updated_at > a.applied_at
      union
      select c.phone_number from loyalty_cards lc
        join customers c on c.id = lc.customer_id, applied a
      where lc.created_at > a.applied_at
      union
      select c.phone_number from tickets t join customers c on c.id = t.customer_id, applied a
      where t.created_at > a.applied_at
    )
    select count(*)::int as total from written w
    join data_import_rows r on r.import_id = ${importId}::uuid and r.key = w.phone_number
    where r.outcome in ('new', 'changed')`);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

/**
 * Puts the import's customers back: the new ones and their cards are deleted, the changed ones
 * get their stored fields back and lose the cards the import gave them.
 */
export async function undoCustomerRows(tx: SealedTx, importId: string): Promise<void> {
  const db = unsealed(tx);
  const ofImport = (outcome: string) =>
    sql`r.import_id = ${importId}::uuid and r.outcome = ${outcome}`;
  await db.execute(sql`
    delete from loyalty_cards lc using data_import_rows r
    where ${ofImport('new')} and lc.customer_id = r.entity_id`);
  await db.execute(sql`
    delete from customers c using data_import_rows r
    where ${ofImport('new')} and c.id = r.entity_id`);
  await db.execute(sql`
    delete from loyalty_cards lc using data_import_rows r
    where ${ofImport('changed')} and lc.customer_id = r.entity_id
      and r.data->'cards' ? lc.number and not r.before->'cards' ? lc.number`);
  await db.execute(sql`
    update customers c set first_name = b->>'firstName', last_name = b->>'lastName',
      email_address = b->>'email', birth_date = (b->>'birthDate')::date,
      city_id = (b->>'cityId')::int, county_id = (b->>'countyId')::int,
      address_detail = b->>'address', is_active = (b->>'active')::boolean,
      is_flag = (b->>'flag')::boolean, flag_description = b->>'flagNote',
      updated_at = (b->>'updatedAt')::timestamptz
    from (select r.entity_id, r.before as b from data_import_rows r where ${ofImport('changed')})
      as restored
    where c.id = restored.entity_id`);
}

/** One exported customer: the file's cells, cards joined by spaces, the active card first. */
export type ExportedCustomer = {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
  birthDate: string | null;
  city: string | null;
  county: string | null;
  addressDetail: string | null;
  isActive: boolean;
  isFlag: boolean;
  flagDescription: string | null;
  cardNumbers: string | null;
};

/** A page of customers in phone order, after `afterPhone` (keyset paging on the unique index). */
export async function findExportPage(
  db: SealedDb,
  afterPhone: string,
  size: number,
): Promise<ExportedCustomer[]> {
  const result = await unsealed(db).execute(sql`
    select c.phone_number as "phoneNumber", c.first_name as "firstName",
      c.last_name as "lastName", c.email_address as "emailAddress",
      to_char(c.birth_date, 'DD.MM.YYYY') as "birthDate", ci.name as city, co.name as county,
      c.address_detail as "addressDetail", c.is_active as "isActive", c.is_flag as "isFlag",
      c.flag_description as "flagDescription",
      (select string_agg(lc.number, ' ' order by lc.is_active_card desc, lc.created_at, lc.id)
        from loyalty_cards lc where lc.customer_id = c.id) as "cardNumbers"
    from customers c
    left join cities ci on ci.id = c.city_id
    left join counties co on co.id = c.county_id
    where c.phone_number > ${afterPhone}
    order by c.phone_number
    limit ${size}`);
  return rowsOf<ExportedCustomer>(result);
}
