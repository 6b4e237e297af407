import { HIERARCHY_MESSAGES } from '@ccms/contract/hierarchy';
import {
  HIERARCHY_IMPORT_SWITCHES,
  hierarchyImportHeader,
} from '@ccms/contract/hierarchy-admin/import-columns';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { FLOW_ACTIONS, RULE_SET_MESSAGES } from '@ccms/contract/rule-sets';
import { type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { turkishLower } from '../../db/turkish-lower.ts';
import { comparableName } from '../../db/unique-names.ts';
import type { ImportRange } from '../../platform/import-kind.ts';

/*
 * The SQL every step of the hierarchy import shares (docs/domain.md §26.4): each staged
 * breakdown row with the stored rows its names find, and the values the breakdown takes. Names
 * are compared in SQL on both sides, as the screens' uniqueness does.
 */

/** A staged row's field as text ('' never: parseRow stores null for an empty cell). */
export const stagedField = (alias: string, field: string) => {
  if (!/^\w+$/.test(field)) throw new Error(`Not a staged field: ${field}`);
  return sql.raw(`${alias}.data->>'${field}'`);
};

/** A name folded as the hierarchy's uniqueness compares it (db/unique-names.ts), in SQL. */
export const foldedName = (text: SQL) => turkishLower(sql`trim(normalize(${text}, NFKC))`);

/** Escapes the separator, so that 'Adres / İletişim' never makes two keys alike. */
const keyPart = (name: string) =>
  comparableName(name).replaceAll('\\', '\\\\').replaceAll('/', '\\/');

/** The stable key of a breakdown row: its three names as uniqueness compares them. */
export function breakdownImportKey(type: string, category: string, subCategory: string): string {
  return [type, category, subCategory].map(keyPart).join(' / ');
}

/** The level tables and the staged field naming a row of each. */
export const IMPORT_LEVELS = [
  { level: 'types', table: 'ticket_types', field: 'type', alias: 't' },
  { level: 'categories', table: 'ticket_categories', field: 'category', alias: 'c' },
  { level: 'subCategories', table: 'ticket_sub_categories', field: 'subCategory', alias: 'u' },
] as const;

/**
 * The id a level named in the file gets when this import creates it: the same for every row
 * and batch naming it, so a later batch or a resumed one finds it, and the undo knows which
 * levels were the import's own. A hash of the import and the name, marked as a version 8
 * (custom) uuid of the RFC variant, so every uuid check takes it.
 */
export const createdLevelId = (importId: string, level: string, folded: SQL) =>
  sql`overlay(overlay(md5(${importId}::text || ${`:${level}:`}::text || ${folded})
    placing '8' from 13) placing '8' from 17)::uuid`;

/** A switch's column, its staged field and the 'Yeni Kırılım' default. */
const SWITCHES = HIERARCHY_IMPORT_SWITCHES.map((field) => ({
  column: toSnakeCase(field),
  field,
  fallback: field === 'isActive',
}));

/** The breakdown's columns an import writes, in one order for every statement. */
export const WRITTEN_COLUMNS = [
  'rule_set_id',
  'call_type',
  ...SWITCHES.map((item) => item.column),
  'script',
  'mail_group_id',
] as const;
const columnList = (prefix: string) =>
  sql.raw(WRITTEN_COLUMNS.map((column) => `${prefix}${column}`).join(', '));

/**
 * What the breakdown takes: a cell given wins; an empty one keeps `base`'s value (the stored
 * row, or the row before the import), else the 'Yeni Kırılım' default. The mail group and the
 * script are what the file says (empty: none).
 */
const takenValues = sql`select
  case when s.data->>'ruleSet' is null then (base.j->>'rule_set_id')::uuid else r.id end
    as rule_set_id,
  coalesce((s.data->>'callType')::int, (base.j->>'call_type')::int, 1) as call_type,
  ${sql.join(
    SWITCHES.map(
      ({ column, field, fallback }) =>
        sql`coalesce((${stagedField('s', field)})::boolean, ${sql.raw(`(base.j->>'${column}')::boolean`)}, ${sql.raw(String(fallback))}) as ${sql.raw(column)}`,
    ),
    sql`, `,
  )},
  s.data->>'script' as script,
  g.id as mail_group_id`;

/**
 * Live rows of a named table with their folded name, the first made winning a name twice;
 * materialized, so each name is folded once whatever join the planner picks.
 */
const byName = (
  alias: string,
  from: SQL,
  columns: string,
) => sql`${sql.raw(alias)} as materialized (
  select distinct on (k) * from (
    select ${sql.raw(columns)}, created_at, id as tie, ${foldedName(sql`name`)} as k from ${from}
  ) named order by k, created_at, tie)`;

type ResolveMode =
  /** The breakdown the three names find, and the values as they would be written now. */
  | { base: 'stored'; range?: ImportRange }
  /** The breakdown the import wrote, and the values it wrote (from `before`). */
  | { base: 'written' };

/**
 * The import's staged rows (not refused) with the levels, rule set, mail group and breakdown
 * they name, and the values the breakdown takes (WRITTEN_COLUMNS) beside what it holds.
 */
export function resolvedRows(importId: string, mode: ResolveMode): SQL {
  const range =
    mode.base === 'stored' && mode.range
      ? sql`and s.row_number between ${mode.range.from} and ${mode.range.to}`
      : sql``;
  const breakdownJoin =
    mode.base === 'stored'
      ? sql`left join ticket_category_sets b on not b.is_deleted and b.type_id = t.id
          and b.category_id = c.id and b.sub_category_id = u.id`
      : sql`left join ticket_category_sets b on b.id = s.entity_id`;
  const base = mode.base === 'stored' ? sql`to_jsonb(b) - 'created_at'` : sql`s.before`;
  const differs = sql`(${columnList('v.')}) is distinct from (${columnList('b.')})`;
  const folded = (field: string, alias: string) =>
    sql`${foldedName(stagedField('s', field))} as ${sql.raw(`${alias}_k`)}`;
  return sql`with
    ${sql.join(
      IMPORT_LEVELS.map(({ table, alias }) =>
        byName(alias, sql`${sql.raw(table)} where not is_deleted`, 'id, is_active'),
      ),
      sql`, `,
    )},
    ${byName(
      'r',
      sql`rule_sets x where is_active`,
      `id, exists (select 1 from rule_set_flows f where f.rule_set_id = x.id
        and f.action_status = ${FLOW_ACTIONS.write}) as writes`,
    )},
    ${byName('g', sql`mail_groups`, 'id, is_active')},
    s as materialized (
      select s.row_number, s.outcome, s.entity_id, s.before, s.data,
        ${sql.join(
          [
            ...IMPORT_LEVELS.map(({ field, alias }) => folded(field, alias)),
            folded('ruleSet', 'r'),
            folded('mailGroup', 'g'),
          ],
          sql`, `,
        )}
      from data_import_rows s
      where s.import_id = ${importId} and s.outcome is distinct from 'refused' ${range})
    select s.row_number, s.outcome, s.entity_id, s.before, s.data,
      t.id as type_id, t.is_active as type_active,
      c.id as category_id, c.is_active as category_active,
      u.id as sub_category_id, u.is_active as sub_category_active,
      b.id as set_id, b.is_active as set_active, b.is_deleted as set_deleted,
      b.rule_set_id as set_rule_set_id, b.mail_group_id as set_mail_group_id,
      to_jsonb(b) - 'created_at' as stored,
      r.id as named_rule_set_id, r.writes as rule_set_writes,
      g.is_active as mail_group_active,
      coalesce(rs.is_case_closed, false) as closes_case,
      b.id is not null and ${differs} as differs,
      v.*
    from s
    left join t on t.k = s.t_k
    left join c on c.k = s.c_k
    left join u on u.k = s.u_k
    ${breakdownJoin}
    left join r on r.k = s.r_k
    left join g on g.k = s.g_k
    cross join lateral (select ${base} as j) base
    cross join lateral (${takenValues}) v
    left join rule_sets rs on rs.id = v.rule_set_id`;
}

/** One rule the breakdown screen enforces, as a refusal of the column it names. */
type Rule = { field: string; broken: SQL; message: string };

/**
 * The breakdown screens' refusals against stored rows (docs/domain.md §14.1), in the file's
 * column order; the first broken one refuses the row. Levels the file creates are active.
 */
const RULES: Rule[] = [
  {
    field: 'ruleSet',
    broken: sql`x.set_id is null and x.data->>'ruleSet' is null`,
    message: M.ruleSetRequired,
  },
  {
    field: 'ruleSet',
    broken: sql`x.data->>'ruleSet' is not null and x.named_rule_set_id is null`,
    message: HIERARCHY_MESSAGES.ruleSetNotFound,
  },
  {
    field: 'ruleSet',
    broken: sql`x.named_rule_set_id is distinct from x.set_rule_set_id
      and x.named_rule_set_id is not null and not x.rule_set_writes`,
    message: RULE_SET_MESSAGES.noWriteFlowForBreakdown,
  },
  {
    field: 'isActive',
    broken: sql`x.is_active and (x.set_id is null or not x.set_active)
      and false in (x.type_active, x.category_active, x.sub_category_active)`,
    message: M.inactiveLevel,
  },
  { field: 'isSms', broken: sql`x.is_sms and x.closes_case`, message: M.smsWithClosedRuleSet },
  {
    field: 'isRedAlarm',
    broken: sql`x.is_red_alarm and x.is_appreciation_mail`,
    message: M.redAlarmWithAppreciation,
  },
  {
    // A group already on the breakdown stays even if it has been deactivated since.
    field: 'mailGroup',
    broken: sql`x.data->>'mailGroup' is not null and (x.mail_group_id is null
      or (not x.mail_group_active and x.mail_group_id is distinct from x.set_mail_group_id))`,
    message: M.mailGroupNotFound,
  },
];

const firstBroken = (pick: (rule: Rule) => string) =>
  sql`case ${sql.join(
    RULES.map((rule) => sql`when ${rule.broken} then ${pick(rule)}::text`),
    sql` `,
  )} end`;

/**
 * The engine's classification of the import's staged rows: new (no breakdown of the three
 * names), changed (a value differs), unchanged, or refused by the screens' rules; a new row gets
 * the id its breakdown will have, a changed one keeps the stored row for the undo.
 */
export function classifyBreakdownRows(importId: string): SQL {
  const column = firstBroken((rule) => hierarchyImportHeader(rule.field));
  const message = firstBroken((rule) => rule.message);
  return sql`select x.row_number,
      case when ${column} is not null then 'refused'
        when x.set_id is null then 'new'
        when x.differs then 'changed'
        else 'unchanged' end as outcome,
      case when ${column} is null then coalesce(x.set_id, gen_random_uuid()) end as entity_id,
      case when ${column} is null and x.differs then x.stored end as before,
      ${column} as problem_column,
      ${message} as problem_message
    from (${resolvedRows(importId, { base: 'stored' })}) x`;
}
