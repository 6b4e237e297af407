CREATE TABLE "ticket_report_breakdown_days" (
	"day" date NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"ticket_category_id" uuid NOT NULL,
	"ticket_sub_category_id" uuid NOT NULL,
	"opened" bigint DEFAULT 0 NOT NULL,
	"closed" bigint DEFAULT 0 NOT NULL,
	"closed_with_sla" bigint DEFAULT 0 NOT NULL,
	"closed_within_sla" bigint DEFAULT 0 NOT NULL,
	"left_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_report_breakdown_days_day_ticket_type_id_ticket_category_id_ticket_sub_category_id_pk" PRIMARY KEY("day","ticket_type_id","ticket_category_id","ticket_sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_report_store_days" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"opened" bigint DEFAULT 0 NOT NULL,
	"closed" bigint DEFAULT 0 NOT NULL,
	"closed_with_sla" bigint DEFAULT 0 NOT NULL,
	"closed_within_sla" bigint DEFAULT 0 NOT NULL,
	"left_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_report_store_days_day_store_id_pk" PRIMARY KEY("day","store_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_report_breakdown_days" ADD CONSTRAINT "ticket_report_breakdown_days_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_breakdown_days" ADD CONSTRAINT "ticket_report_breakdown_days_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_breakdown_days" ADD CONSTRAINT "ticket_report_breakdown_days_ticket_sub_category_id_ticket_sub_categories_id_fk" FOREIGN KEY ("ticket_sub_category_id") REFERENCES "public"."ticket_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_store_days" ADD CONSTRAINT "ticket_report_store_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_live_store_created" ON "tickets" USING btree ("store_id","created_at") WHERE not "tickets"."is_deleted";--> statement-breakpoint
CREATE INDEX "tickets_live_store_closed" ON "tickets" USING btree ("store_id","closed_at") WHERE "tickets"."status" = 3 and not "tickets"."is_deleted";--> statement-breakpoint
CREATE INDEX "tickets_open_store" ON "tickets" USING btree ("store_id") WHERE "tickets"."status" <> 3 and not "tickets"."is_deleted";--> statement-breakpoint
-- The per-store and per-breakdown rollups (docs/domain.md §25) are kept by the same statement
-- triggers as ticket_report_days (migration 0032): the same contributions, summed per day and
-- store or per day and breakdown, upserted in key order; a change that moves no count between
-- their keys writes nothing there.
CREATE OR REPLACE FUNCTION ticket_report_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN ticket_report_contributions('new_rows', 1)
    WHEN 'DELETE' THEN ticket_report_contributions('old_rows', -1)
    ELSE ticket_report_contributions('new_rows', 1) || ' UNION ALL '
      || ticket_report_contributions('old_rows', -1)
  END;
BEGIN
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
INSERT INTO ticket_report_store_days (day, store_id, opened, closed, closed_with_sla,
    closed_within_sla, left_out)
  SELECT day, store_id, sum(opened), sum(closed), sum(closed_with_sla), sum(closed_within_sla),
    sum(left_out)
  FROM ticket_report_days
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO ticket_report_breakdown_days (day, ticket_type_id, ticket_category_id,
    ticket_sub_category_id, opened, closed, closed_with_sla, closed_within_sla, left_out)
  SELECT day, ticket_type_id, ticket_category_id, ticket_sub_category_id, sum(opened),
    sum(closed), sum(closed_with_sla), sum(closed_within_sla), sum(left_out)
  FROM ticket_report_days
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The reports' times (median and 90th percentile) read every ticket closed or first answered in
-- the period: the indexes carry the columns those figures and their filters need, so a period is
-- read from the index alone instead of from most of the table's pages (drizzle has no INCLUDE;
-- schema/tickets.ts keeps the keys).
DROP INDEX IF EXISTS "tickets_live_closed";--> statement-breakpoint
CREATE INDEX "tickets_live_closed" ON "tickets" USING btree ("closed_at")
  INCLUDE ("sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "is_removed_from_reporting", "is_removed_from_sla")
  WHERE "status" = 3 AND NOT "is_deleted";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_live_first_answered";--> statement-breakpoint
CREATE INDEX "tickets_live_first_answered" ON "tickets" USING btree ("first_answered_at")
  INCLUDE ("first_answer_consumed_minutes", "sla_minutes", "is_removed_from_reporting", "is_removed_from_sla")
  WHERE "first_answered_at" IS NOT NULL AND NOT "is_deleted";
