CREATE TABLE "ticket_report_unit_days" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"ended_seconds" numeric DEFAULT 0 NOT NULL,
	"open_spans" bigint DEFAULT 0 NOT NULL,
	"open_started_seconds" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_report_unit_days_day_store_id_unit_id_pk" PRIMARY KEY("day","store_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_report_unit_days" ADD CONSTRAINT "ticket_report_unit_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_unit_days" ADD CONSTRAINT "ticket_report_unit_days_unit_id_stores_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Time per unit (docs/domain.md §25): what the live, in-reporting tickets of `tickets_from`
-- contribute with the flow rows of `flows_from`, times `sign`, per day of creation
-- (Europe/Istanbul, as migration 0032), store and unit. Grouped per ticket and unit first, so a
-- unit counts a ticket once however many spans it held it.
CREATE FUNCTION ticket_unit_contributions(tickets_from text, flows_from text, sign int)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($rows$
    SELECT day, store_id, unit_id, %1$s * count(*) AS tickets,
      %1$s * sum(ended_seconds) AS ended_seconds, %1$s * sum(open_spans) AS open_spans,
      %1$s * sum(open_started_seconds) AS open_started_seconds
    FROM (
      SELECT (t.created_at AT TIME ZONE 'Europe/Istanbul')::date AS day, t.store_id,
        f.store_id AS unit_id,
        coalesce(sum(greatest(0, extract(epoch FROM f.ended_at - f.started_at)))
          FILTER (WHERE f.ended_at IS NOT NULL), 0) AS ended_seconds,
        count(*) FILTER (WHERE f.ended_at IS NULL) AS open_spans,
        coalesce(sum(extract(epoch FROM f.started_at)) FILTER (WHERE f.ended_at IS NULL), 0)
          AS open_started_seconds
      FROM %2$s AS t JOIN %3$s AS f ON f.ticket_id = t.id
      WHERE NOT t.is_deleted AND NOT t.is_removed_from_reporting
      GROUP BY t.id, 1, 2, 3
    ) AS held
    GROUP BY 1, 2, 3
  $rows$, sign, tickets_from, flows_from)
$$;
--> statement-breakpoint
-- The statement adding contributions (`changes`, new minus old) to the rollup, in key order; a
-- change that moves nothing writes nothing.
CREATE FUNCTION ticket_report_unit_days_upsert(changes text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($query$
    INSERT INTO ticket_report_unit_days AS r (day, store_id, unit_id, tickets, ended_seconds,
        open_spans, open_started_seconds)
      SELECT day, store_id, unit_id, sum(tickets), sum(ended_seconds), sum(open_spans),
        sum(open_started_seconds)
      FROM (%s) AS changes
      GROUP BY 1, 2, 3
      HAVING sum(tickets) <> 0 OR sum(ended_seconds) <> 0 OR sum(open_spans) <> 0
        OR sum(open_started_seconds) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (day, store_id, unit_id) DO UPDATE SET
        tickets = r.tickets + excluded.tickets,
        ended_seconds = r.ended_seconds + excluded.ended_seconds,
        open_spans = r.open_spans + excluded.open_spans,
        open_started_seconds = r.open_started_seconds + excluded.open_started_seconds
  $query$, changes)
$$;
--> statement-breakpoint
-- A flow row written, ended or removed: the touched tickets' contributions with their flows as
-- they are now, minus with their flows as they were (now, without the new rows, with the old).
-- Transition tables are seen by this function's own statements only, hence the text.
CREATE FUNCTION ticket_flows_report_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT ticket_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT ticket_id FROM old_rows'
    ELSE 'SELECT ticket_id FROM new_rows UNION SELECT ticket_id FROM old_rows'
  END;
  touched_tickets text := format('(SELECT * FROM tickets WHERE id IN (%s))', touched);
  flows_now text := format('(SELECT * FROM ticket_flows WHERE ticket_id IN (%s))', touched);
  flows_before text := format(
    '(SELECT f.* FROM ticket_flows AS f WHERE f.ticket_id IN (%s)%s%s)', touched,
    CASE WHEN TG_OP = 'DELETE' THEN ''
      ELSE ' AND NOT EXISTS (SELECT 1 FROM new_rows AS n WHERE n.id = f.id)' END,
    CASE WHEN TG_OP = 'INSERT' THEN '' ELSE ' UNION ALL SELECT * FROM old_rows' END);
BEGIN
  EXECUTE ticket_report_unit_days_upsert(
    ticket_unit_contributions(touched_tickets, flows_now, 1) || ' UNION ALL '
      || ticket_unit_contributions(touched_tickets, flows_before, -1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A ticket whose day, store, deletion or reporting switch changed: its contribution as it is
-- minus as it was, with its flows (which this statement did not change). New tickets have no
-- flows yet, and a ticket with flows is never removed (the flows reference it).
CREATE FUNCTION tickets_report_unit_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := '(SELECT %s.* FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE (n.created_at, n.store_id, n.is_deleted, n.is_removed_from_reporting)
      IS DISTINCT FROM (o.created_at, o.store_id, o.is_deleted, o.is_removed_from_reporting))';
BEGIN
  -- Most updates move none of these: a cached static check instead of planning the statement.
  IF NOT EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.created_at, n.store_id, n.is_deleted, n.is_removed_from_reporting)
        IS DISTINCT FROM (o.created_at, o.store_id, o.is_deleted, o.is_removed_from_reporting)) THEN
    RETURN NULL;
  END IF;
  EXECUTE ticket_report_unit_days_upsert(
    ticket_unit_contributions(format(moved, 'n'), 'ticket_flows', 1) || ' UNION ALL '
      || ticket_unit_contributions(format(moved, 'o'), 'ticket_flows', -1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_flows_report_insert AFTER INSERT ON ticket_flows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_flows_report_apply();
--> statement-breakpoint
CREATE TRIGGER ticket_flows_report_update AFTER UPDATE ON ticket_flows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_flows_report_apply();
--> statement-breakpoint
CREATE TRIGGER ticket_flows_report_delete AFTER DELETE ON ticket_flows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_flows_report_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_report_unit_days_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tickets_report_unit_days_apply();
--> statement-breakpoint
-- Migration 0033's day rollups, unchanged but for the early return of updates that move nothing.
CREATE OR REPLACE FUNCTION ticket_report_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN ticket_report_contributions('new_rows', 1)
    WHEN 'DELETE' THEN ticket_report_contributions('old_rows', -1)
    ELSE ticket_report_contributions('new_rows', 1) || ' UNION ALL '
      || ticket_report_contributions('old_rows', -1)
  END;
BEGIN
  -- An update that changes none of the columns the counts read (an activity's note, the version,
  -- the owner) moves nothing: a cached static check instead of planning the statement below.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE (n.created_at, n.closed_at, n.status, n.store_id, n.ticket_type_id,
            n.ticket_category_id, n.ticket_sub_category_id, n.source_id, n.rule_set_id,
            n.is_deleted, n.is_removed_from_reporting, n.sla_minutes, n.is_removed_from_sla,
            n.sla_deadline_bm, n.sla_stopped_at_bm)
          IS DISTINCT FROM (o.created_at, o.closed_at, o.status, o.store_id, o.ticket_type_id,
            o.ticket_category_id, o.ticket_sub_category_id, o.source_id, o.rule_set_id,
            o.is_deleted, o.is_removed_from_reporting, o.sla_minutes, o.is_removed_from_sla,
            o.sla_deadline_bm, o.sla_stopped_at_bm)) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- One statement: the contributions are computed once and feed the three rollups.
  EXECUTE format($query$
    WITH changes AS MATERIALIZED (
      SELECT day, store_id, ticket_type_id, ticket_category_id, ticket_sub_category_id,
        source_id, rule_set_id, sum(opened) AS opened, sum(closed) AS closed,
        sum(closed_with_sla) AS closed_with_sla, sum(closed_within_sla) AS closed_within_sla,
        sum(left_out) AS left_out
      FROM (%s) AS contributions
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(opened) <> 0 OR sum(closed) <> 0 OR sum(closed_with_sla) <> 0
        OR sum(closed_within_sla) <> 0 OR sum(left_out) <> 0
    ), wide AS (
      INSERT INTO ticket_report_days AS r (day, store_id, ticket_type_id, ticket_category_id,
          ticket_sub_category_id, source_id, rule_set_id, opened, closed, closed_with_sla,
          closed_within_sla, left_out)
        SELECT * FROM changes ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT ticket_report_days_key DO UPDATE SET
        opened = r.opened + excluded.opened, closed = r.closed + excluded.closed,
        closed_with_sla = r.closed_with_sla + excluded.closed_with_sla,
        closed_within_sla = r.closed_within_sla + excluded.closed_within_sla,
        left_out = r.left_out + excluded.left_out
    ), per_store AS (
      INSERT INTO ticket_report_store_days AS r (day, store_id, opened, closed,
          closed_with_sla, closed_within_sla, left_out)
        SELECT day, store_id, sum(opened), sum(closed), sum(closed_with_sla), sum(closed_within_sla), sum(left_out)
        FROM changes GROUP BY 1, 2
        HAVING sum(opened) <> 0 OR sum(closed) <> 0 OR sum(closed_with_sla) <> 0
        OR sum(closed_within_sla) <> 0 OR sum(left_out) <> 0
        ORDER BY 1, 2
        ON CONFLICT (day, store_id) DO UPDATE SET
        opened = r.opened + excluded.opened, closed = r.closed + excluded.closed,
        closed_with_sla = r.closed_with_sla + excluded.closed_with_sla,
        closed_within_sla = r.closed_within_sla + excluded.closed_within_sla,
        left_out = r.left_out + excluded.left_out
    )
    INSERT INTO ticket_report_breakdown_days AS r (day, ticket_type_id, ticket_category_id,
        ticket_sub_category_id, opened, closed, closed_with_sla, closed_within_sla, left_out)
      SELECT day, ticket_type_id, ticket_category_id, ticket_sub_category_id, sum(opened), sum(closed), sum(closed_with_sla), sum(closed_within_sla), sum(left_out)
      FROM changes GROUP BY 1, 2, 3, 4
      HAVING sum(opened) <> 0 OR sum(closed) <> 0 OR sum(closed_with_sla) <> 0
        OR sum(closed_within_sla) <> 0 OR sum(left_out) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, ticket_type_id, ticket_category_id, ticket_sub_category_id) DO UPDATE SET
        opened = r.opened + excluded.opened, closed = r.closed + excluded.closed,
        closed_with_sla = r.closed_with_sla + excluded.closed_with_sla,
        closed_within_sla = r.closed_within_sla + excluded.closed_within_sla,
        left_out = r.left_out + excluded.left_out
  $query$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE ticket_report_unit_days_upsert(ticket_unit_contributions('tickets', 'ticket_flows', 1));
END $$;
--> statement-breakpoint
-- A manager's stores read from the index alone (drizzle has no INCLUDE; schema/tickets.ts keeps
-- the keys): the times of the tickets closed in a period, the volumes per breakdown of those
-- created in it, and the open tickets' SLA states and overdue counts. Without them each figure
-- read a heap page per ticket of the period (docs/performance.md, issue 28).
DROP INDEX IF EXISTS "tickets_live_store_closed";--> statement-breakpoint
CREATE INDEX "tickets_live_store_closed" ON "tickets" USING btree ("store_id", "closed_at")
  INCLUDE ("sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "is_removed_from_reporting", "is_removed_from_sla")
  WHERE "status" = 3 AND NOT "is_deleted";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_live_store_created";--> statement-breakpoint
CREATE INDEX "tickets_live_store_created" ON "tickets" USING btree ("store_id", "created_at")
  INCLUDE ("ticket_type_id", "ticket_category_id", "ticket_sub_category_id", "is_removed_from_reporting")
  WHERE NOT "is_deleted";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_open_store";--> statement-breakpoint
CREATE INDEX "tickets_open_store" ON "tickets" USING btree ("store_id")
  INCLUDE ("created_at", "status", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "is_removed_from_sla", "is_removed_from_reporting", "ticket_type_id", "ticket_category_id", "ticket_sub_category_id")
  WHERE "status" <> 3 AND NOT "is_deleted";
