import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createBusinessClockSource } from '../../apps/server/src/modules/sla/index.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { createDatabase } from './common.ts';

/**
 * Bulk tickets for the benchmarks, on PostgreSQL, for a database that already holds the demo
 * data (or any data of the same shape): generated SQL in batches, so a million tickets take
 * minutes, not hours. Every ticket gets one activity and one flow, as a created ticket has.
 *
 * The spread (from `random()` with a fixed seed per batch, so a run is repeatable):
 * - about 5 % open (status 1 Bekliyor, 5 İşlemde, 4 Yönlendir, 2 Cevaplandı), created in the
 *   last 30 days; the rest closed (status 3; sub-status 7 Kapatıldı mostly, some 6, 8, 9, 5),
 *   created over the last 365 days and closed up to four days later (never after now);
 * - category sets: every active set whose rule set has a write flow, weighted by ticket type
 *   (Bilgi, Şikayet, Talep, Teşekkür); open tickets only in sets that do not close on creation;
 * - customers: all customers of the table, uniformly; stores: an active shop of the set's call
 *   type (the online shop for e-commerce sets); sources: the active 'Genel' sources;
 * - the current flow as creation sets it: the rule set's write role at its solution unit
 *   (rule 'Information.SolutionUnitId.Value') or else at the store;
 * - created by a call-centre agent (role type 5 with Ticket.Create) in that role and unit;
 *   closed tickets are closed by the same user, with a closing call result;
 * - SLA as `slaAtCreation` fixes it (sla × 60 minutes unless 0 or removed from the SLA; none
 *   for tickets of case-closed rule sets); the business minutes of the deadline and of the close
 *   honour the holidays table the way the business clock does (Europe/Istanbul by default).
 * No products, files, orders or answers: nothing reads them in bulk.
 */
export type ScaleTicketsOptions = {
  /** Tickets per statement. */
  batch?: number;
  /** The business time zone of the holidays (TZ_BUSINESS). */
  timeZone?: string;
  /** Progress lines; default none. */
  log?: (line: string) => void;
};

export type ScaleTicketsResult = {
  /** Tickets found before, tickets added, and how long adding (with ANALYZE) took. */
  before: number;
  inserted: number;
  seconds: number;
};

const OPEN_SHARE = 0.05;
/** Shares of the ticket types in the generated tickets; other types count 1. */
const TYPE_WEIGHTS: Record<string, number> = {
  Bilgi: 4,
  Şikayet: 3,
  Talep: 2,
  Teşekkür: 0.5,
};
/** Weighted slots per choice, so that the weighted pick is an equi-join. */
const SLOTS = 1000;
const DESCRIPTIONS = [
  'Müşteri ürünün kutusunun hasarlı geldiğini söylüyor.',
  'Müşteri siparişinin gecikmesiyle ilgili bilgi istedi.',
  'Müşteri kampanya indiriminin kasada uygulanmadığını belirtti.',
  'Müşteri sadakat kartına puanlarının yüklenmediğini söyledi.',
  'Müşteri mağaza personelinin ilgisinden memnun kaldığını iletti.',
  'Müşteri ürünün içeriği hakkında bilgi aldı.',
  'Müşteri ürünü kullandıktan sonra ciltte kızarıklık oluştuğunu bildirdi.',
  'Müşteri iade sürecinin nasıl işlediğini sordu.',
];

type Client = pg.Client | pg.PoolClient;

/**
 * Adds tickets until the table holds `count` (nothing when it already does). Takes a client
 * or a connection string; temporary tables live in the client's session.
 */
export async function insertScaleTickets(
  target: Client | string,
  count: number,
  options: ScaleTicketsOptions = {},
): Promise<ScaleTicketsResult> {
  const client = typeof target === 'string' ? new pg.Client({ connectionString: target }) : target;
  if (typeof target === 'string') await client.connect();
  try {
    return await fill(client, count, options);
  } finally {
    if (typeof target === 'string') await (client as pg.Client).end();
  }
}

async function fill(
  client: Client,
  count: number,
  options: ScaleTicketsOptions,
): Promise<ScaleTicketsResult> {
  const batch = options.batch ?? 100_000;
  const log = options.log ?? (() => {});
  const before = Number((await client.query('select count(*) as n from tickets')).rows[0].n);
  if (before >= count) return { before, inserted: 0, seconds: 0 };
  const started = performance.now();
  const { rows } = await client.query('select now() as now');
  const now = rows[0].now as Date;

  const sizes = await prepareChoices(client, options.timeZone ?? 'Europe/Istanbul');
  for (const [name, size] of Object.entries(sizes)) {
    if (size === 0) throw new Error(`Scale tickets: no ${name} in the database`);
  }

  for (let start = before + 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await client.query('begin');
    await client.query('select setseed($1)', [(start % 1_000_003) / 1_000_003]);
    await client.query(insertBatchSql(sizes), [start, end, now]);
    await client.query('commit');
    log(`tickets: ${end.toLocaleString('en')} of ${count.toLocaleString('en')}`);
  }
  // What autovacuum does in a running system: statistics and the visibility map.
  for (const table of ['tickets', 'ticket_activities', 'ticket_flows', 'customers']) {
    await client.query(`vacuum analyze ${table}`);
  }
  await client.query(
    'drop table if exists bench_customers, bench_stores, bench_agents, bench_sources, bench_set_slots, bench_wrap_ups, bench_voices, bench_holiday_windows',
  );
  return { before, inserted: count - before, seconds: (performance.now() - started) / 1000 };
}

/** Numbered lists to pick from with `n = 1 + floor(random() * size)`, as temporary tables. */
async function prepareChoices(client: Client, timeZone: string) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q(`create temporary table if not exists bench_customers as
    select row_number() over (order by id)::int as n, id from customers`);
  await q(`create temporary table if not exists bench_stores as
    select row_number() over (partition by is_e_commerce order by id)::int as n,
      case when is_e_commerce then 2 else 1 end as call_type, id
    from stores where type = 0 and is_active`);
  await q(`create temporary table if not exists bench_agents as
    select row_number() over (order by u.id, urs.role_id, urs.store_id)::int as n,
      u.id as user_id, urs.role_id, urs.store_id
    from users u
    join user_roles_in_stores urs on urs.user_id = u.id
    join roles r on r.id = urs.role_id
    where u.is_active and r.role_type = 5
      and exists (select 1 from role_permissions p
                  where p.role_id = r.id and p.permission = 'Ticket.Create')`);
  await q(`create temporary table if not exists bench_sources as
    select row_number() over (order by id)::int as n, id from sources
    where is_active and group_name = 'Genel'`);
  await q(`create temporary table if not exists bench_wrap_ups as
    select row_number() over (order by id)::int as n, id, is_customer_voice_necessary
    from call_wrap_ups where is_active and is_closed`);
  await q(`create temporary table if not exists bench_voices as
    select row_number() over (order by id)::int as n, id from customer_voices where is_active`);

  // Category sets with what a ticket of theirs carries, repeated by weight into SLOTS slots:
  // one slot list for every ticket, one for open tickets (sets that stay open on creation).
  await q(`create temporary table if not exists bench_set_slots (
    is_open boolean, slot int, set_id uuid, type_id uuid, category_id uuid,
    sub_category_id uuid, rule_set_id uuid, call_type int, is_case_closed boolean,
    sla_minutes int, write_role_id uuid, solution_unit_id uuid)`);
  await q('truncate bench_set_slots');
  const { rows: sets } = await q(`
    select s.id as set_id, s.type_id, s.category_id, s.sub_category_id, s.rule_set_id,
      s.call_type, rs.is_case_closed,
      case when rs.sla > 0 and not rs.is_deleted_from_sla then rs.sla * 60 end as sla_minutes,
      f.role_id as write_role_id, su.id as solution_unit_id, t.name as type_name
    from ticket_category_sets s
    join ticket_types t on t.id = s.type_id and t.is_active and not t.is_deleted
    join rule_sets rs on rs.id = s.rule_set_id
    join lateral (select role_id from rule_set_flows
                  where rule_set_id = rs.id and action_status = 1 order by role_id limit 1) f on true
    left join rule_set_rules r on r.rule_set_id = rs.id and r.is_active
      and r.name = 'Information.SolutionUnitId.Value'
      and r.value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    left join stores su on su.id = r.value::uuid and su.is_active
    where s.is_active and not s.is_deleted
    order by s.id`);
  for (const isOpen of [false, true]) {
    const candidates = sets.filter((set) => !isOpen || !set.is_case_closed);
    // A type's weight is shared by its sets, so types keep their shares however many sets.
    const setsOfType = new Map<string, number>();
    for (const set of candidates) {
      setsOfType.set(set.type_name, (setsOfType.get(set.type_name) ?? 0) + 1);
    }
    const weights = candidates.map(
      (set) => (TYPE_WEIGHTS[set.type_name as string] ?? 1) / (setsOfType.get(set.type_name) ?? 1),
    );
    const total = weights.reduce((a, b) => a + b, 0);
    const slots: unknown[][] = [];
    let cumulative = 0;
    candidates.forEach((set, index) => {
      const from = Math.round((cumulative / total) * SLOTS);
      cumulative += weights[index] ?? 0;
      const to = Math.round((cumulative / total) * SLOTS);
      for (let slot = from; slot < to; slot++) {
        slots.push([
          isOpen,
          slot,
          set.set_id,
          set.type_id,
          set.category_id,
          set.sub_category_id,
          set.rule_set_id,
          set.call_type,
          set.is_case_closed,
          set.sla_minutes,
          set.write_role_id,
          set.solution_unit_id,
        ]);
      }
    });
    if (slots.length === 0) continue;
    await q(
      `insert into bench_set_slots
       select * from unnest($1::boolean[], $2::int[], $3::uuid[], $4::uuid[], $5::uuid[],
         $6::uuid[], $7::uuid[], $8::int[], $9::boolean[], $10::int[], $11::uuid[], $12::uuid[])`,
      Array.from({ length: 12 }, (_, column) => slots.map((row) => row[column])),
    );
  }

  // The business clock (modules/sla/business-clock.ts) in SQL: a holiday stops the clock for
  // the whole local day, a half day from 13:00; `before_minutes` are the holiday minutes of
  // every earlier window, so minuteAt(t) = epoch minutes − before − the part of the last
  // window that started before t.
  await q('drop table if exists bench_holiday_windows');
  await q(
    `create temporary table bench_holiday_windows as
     with days as (
       select date, bool_or(is_full_day) as full_day from holidays group by date
     ), windows as (
       select case when full_day then date::timestamp at time zone $1
                   else (date + time '13:00') at time zone $1 end as start_at,
              (date + 1)::timestamp at time zone $1 as end_at
       from days
     )
     select start_at, end_at,
       coalesce(sum(extract(epoch from end_at - start_at) / 60) over (
         order by start_at rows between unbounded preceding and 1 preceding), 0) as before_minutes
     from windows`,
    [timeZone],
  );
  await q('create index on bench_holiday_windows (start_at)');
  for (const table of ['bench_customers', 'bench_stores', 'bench_agents', 'bench_sources']) {
    await q(`create index if not exists ${table}_n on ${table} (n)`);
  }
  await q(
    'analyze bench_customers, bench_stores, bench_agents, bench_sources, bench_set_slots, bench_wrap_ups, bench_voices, bench_holiday_windows',
  );

  const size = async (sql: string) => Number((await q(sql)).rows[0].n);
  return {
    customers: await size('select count(*) as n from bench_customers'),
    inboundStores: await size('select count(*) as n from bench_stores where call_type = 1'),
    onlineStores: await size('select count(*) as n from bench_stores where call_type = 2'),
    agents: await size('select count(*) as n from bench_agents'),
    sources: await size('select count(*) as n from bench_sources'),
    wrapUps: await size('select count(*) as n from bench_wrap_ups'),
    voices: await size('select count(*) as n from bench_voices'),
    categorySets: await size('select count(*) as n from bench_set_slots'),
  };
}

/** The business minute of a timestamp expression (see bench_holiday_windows). */
// Plus the holidays' clock offsets (imports of past holidays), as the clock adds them.
const businessMinute = (at: string) => `(extract(epoch from ${at}) / 60 - coalesce((
    select w.before_minutes + extract(epoch from least(${at}, w.end_at) - w.start_at) / 60
    from bench_holiday_windows w where w.start_at < ${at}
    order by w.start_at desc limit 1), 0)
    + (select coalesce(sum(clock_offset_minutes), 0) from holidays))`;

const pick = (size: number) => `1 + floor(random() * ${size})::int`;

/**
 * One statement per batch: the rows are drawn once (a materialised CTE), then written to
 * tickets, ticket_activities and ticket_flows. $1..$2 the range of ticket ordinals, $3 now.
 */
function insertBatchSql(sizes: Awaited<ReturnType<typeof prepareChoices>>): string {
  const descriptions = `array[${DESCRIPTIONS.map((d) => `'${d.replaceAll("'", "''")}'`).join(',')}]`;
  return `
  with draws as materialized (
    select i,
      random() < ${OPEN_SHARE} as is_open,
      floor(random() * ${SLOTS})::int as slot,
      ${pick(sizes.customers)} as customer_n,
      random() as store_r,
      ${pick(sizes.agents)} as agent_n,
      ${pick(sizes.sources)} as source_n,
      ${pick(sizes.wrapUps)} as wrap_up_n,
      ${pick(sizes.voices)} as voice_n,
      random() as age_r, random() as close_r, random() as status_r
    from generate_series($1::int, $2::int) as i
  ), picked as materialized (
    select gen_random_uuid() as id, gen_random_uuid() as activity_id, g.*, s.set_id, s.type_id,
      s.category_id, s.sub_category_id, s.rule_set_id, s.call_type, s.is_case_closed,
      s.sla_minutes, s.write_role_id, s.solution_unit_id,
      c.id as customer_id, st.id as store_id, a.user_id, a.role_id as creator_role_id,
      a.store_id as creator_store_id, src.id as source_id,
      (${descriptions})[1 + g.i % ${DESCRIPTIONS.length}] as description,
      case when g.is_open then $3::timestamptz - g.age_r * g.age_r * interval '30 days'
           else $3::timestamptz - g.age_r * interval '365 days' end as created_at
    from draws g
    join bench_set_slots s on s.is_open = g.is_open and s.slot = g.slot
    join bench_customers c on c.n = g.customer_n
    join bench_stores st on st.call_type = s.call_type and st.n = 1 + floor(g.store_r *
      case when s.call_type = 2 then ${sizes.onlineStores} else ${sizes.inboundStores} end)::int
    join bench_agents a on a.n = g.agent_n
    join bench_sources src on src.n = g.source_n
  ), statuses as materialized (
    select r.*,
      case when not r.is_open then 3
           when r.status_r < 0.5 then 1 when r.status_r < 0.75 then 5
           when r.status_r < 0.9 then 4 else 2 end as status,
      case when r.is_open then
             case when r.status_r < 0.5 then 1 when r.status_r < 0.75 then 10
                  when r.status_r < 0.9 then 4 else 2 end
           when r.is_case_closed or r.status_r < 0.85 then 7 when r.status_r < 0.9 then 6
           when r.status_r < 0.95 then 8 when r.status_r < 0.98 then 9 else 5 end as sub_status,
      case when r.is_open then null
           when r.is_case_closed then r.created_at
           else r.created_at + r.close_r * least(interval '4 days', $3::timestamptz - r.created_at)
      end as closed_at,
      case when r.is_case_closed then null else r.sla_minutes end as ticket_sla_minutes,
      case when r.is_open then null else w.id end as call_wrap_up_id,
      case when not r.is_open and w.is_customer_voice_necessary then v.id end as customer_voice_id
    from picked r
    join bench_wrap_ups w on w.n = r.wrap_up_n
    join bench_voices v on v.n = r.voice_n
  ), tickets_written as (
    insert into tickets (id, customer_id, source_id, store_id, ticket_type_id, ticket_category_id,
      ticket_sub_category_id, ticket_category_set_id, rule_set_id, description, call_wrap_up_id,
      customer_voice_id, status, sub_status, current_role_id, responsible_store_id,
      created_by_user_id, creator_role_id, creator_store_id, created_at, closed_user_id,
      closed_at, sla_minutes, sla_deadline_bm, sla_stopped_at_bm)
    select id, customer_id, source_id, store_id, type_id, category_id, sub_category_id, set_id,
      rule_set_id, description, call_wrap_up_id, customer_voice_id, status, sub_status,
      write_role_id, coalesce(solution_unit_id, store_id), user_id, creator_role_id,
      creator_store_id, created_at, case when closed_at is not null then user_id end, closed_at,
      ticket_sla_minutes,
      case when ticket_sla_minutes is not null
           then ${businessMinute('created_at')} + ticket_sla_minutes end,
      case when ticket_sla_minutes is not null and closed_at is not null
           then ${businessMinute('closed_at')} end
    from statuses
  ), activities_written as (
    insert into ticket_activities (id, ticket_id, status, sub_status, description,
      call_wrap_up_id, customer_voice_id, created_by_user_id, created_at)
    select activity_id, id, status, sub_status, description, call_wrap_up_id, customer_voice_id,
      user_id, coalesce(closed_at, created_at)
    from statuses
  )
  insert into ticket_flows (ticket_id, role_id, store_id, activity_id, started_at, ended_at)
  select id, write_role_id, coalesce(solution_unit_id, store_id), activity_id, created_at,
    closed_at
  from statuses`;
}

/**
 * A running system has long queued the SLA-exceeded notices of its overdue tickets; generated
 * tickets are marked the same way, or the job's catch-up over tens of thousands of them would
 * run in the product while the benchmark measures.
 */
export async function markOverdueTicketsNoticed(url: string, timeZone = 'Europe/Istanbul') {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    const clock = await createBusinessClockSource(handle.db, timeZone).get();
    const result = await handle.db.execute(sql`
      update tickets set sla_exceeded_notified_deadline_bm = sla_deadline_bm
      where status <> 3 and not is_deleted and sla_stopped_at_bm is null
        and sla_deadline_bm <= ${clock.minuteAt(new Date())}
        and sla_exceeded_notified_deadline_bm is distinct from sla_deadline_bm`);
    // What autovacuum does after such an update: the visibility map, for index-only scans.
    if ((result as unknown as { rowCount: number }).rowCount > 0) {
      await handle.db.execute(sql`vacuum analyze tickets`);
    }
  } finally {
    await handle.close();
  }
}

/**
 * The million-ticket database the ticket benchmarks share (`ccms_bench_tickets`): migrated,
 * seeded, filled up to `size` tickets, its overdue ones marked as noticed. Answers its URL.
 */
/**
 * The benchmarks' ticket database for `size` tickets: `ccms_bench_tickets` up to a million (the
 * benchmarks share it), one of its own above (`ccms_bench_tickets_10m`), so that the million
 * stays as it is beside ten.
 */
/** Live tickets and how many of them are open, for a benchmark's report line. */
export async function countLiveTickets(client: Client): Promise<{ total: number; open: number }> {
  const { rows } = await client.query<{ total: number; open: number }>(
    `select count(*)::int as total, (count(*) filter (where status <> 3))::int as open
     from tickets where not is_deleted`,
  );
  return rows[0] as { total: number; open: number };
}

/** The first line of a report on these tickets: when, on what, how many, how long they took. */
export function measuredOn(
  live: { total: number; open: number },
  generation: ScaleTicketsResult,
): string {
  const cpu = os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ');
  const generated =
    generation.inserted > 0
      ? `; generating ${generation.inserted.toLocaleString('en')} of them took ${Math.round(generation.seconds)} s`
      : '';
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}, local PostgreSQL: ${live.total.toLocaleString('en')} live tickets, ${live.open.toLocaleString('en')} of them open${generated}.`;
}

export function ticketBenchDatabaseName(size: number): string {
  return size > 1_000_000
    ? `ccms_bench_tickets_${Math.round(size / 1_000_000)}m`
    : 'ccms_bench_tickets';
}

export async function prepareTicketBenchDatabase(size: number) {
  const { url } = await createDatabase(ticketBenchDatabaseName(size), { reuse: true });
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
  const generation = await insertScaleTickets(url, size, {
    log: (line) => console.log(`[tickets] ${line}`),
  });
  await markOverdueTicketsNoticed(url);
  return { url, generation };
}
