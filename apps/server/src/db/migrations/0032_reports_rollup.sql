CREATE TABLE "ticket_report_days" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"ticket_category_id" uuid NOT NULL,
	"ticket_sub_category_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"rule_set_id" uuid,
	"opened" bigint DEFAULT 0 NOT NULL,
	"closed" bigint DEFAULT 0 NOT NULL,
	"closed_with_sla" bigint DEFAULT 0 NOT NULL,
	"closed_within_sla" bigint DEFAULT 0 NOT NULL,
	"left_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_report_days_key" UNIQUE NULLS NOT DISTINCT("day","store_id","ticket_type_id","ticket_category_id","ticket_sub_category_id","source_id","rule_set_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_answer_consumed_minutes" double precision;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_ticket_sub_category_id_ticket_sub_categories_id_fk" FOREIGN KEY ("ticket_sub_category_id") REFERENCES "public"."ticket_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_report_days" ADD CONSTRAINT "ticket_report_days_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_report_days_store_day" ON "ticket_report_days" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "tickets_live_closed" ON "tickets" USING btree ("closed_at") WHERE "tickets"."status" = 3 and not "tickets"."is_deleted";--> statement-breakpoint
CREATE INDEX "tickets_live_first_answered" ON "tickets" USING btree ("first_answered_at") WHERE "tickets"."first_answered_at" is not null and not "tickets"."is_deleted";--> statement-breakpoint
-- Keeps ticket_report_days (docs/domain.md §25) in the transaction of every change of tickets,
-- whatever code path makes it: statement triggers with transition tables, as the counters of
-- migrations 0010 and 0017. Each old row's contribution is taken away and each new row's added;
-- rows are upserted in key order so that writers lock them in the same order, and a change that
-- moves nothing (most activities) writes nothing. Days are business days in Europe/Istanbul,
-- the default TZ_BUSINESS: reports read the rollup only when the server runs in that zone
-- (reports/service.ts), otherwise they count the tickets directly.
CREATE FUNCTION ticket_report_contributions(rows_table text, sign int) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($rows$
    SELECT c.day, t.store_id, t.ticket_type_id, t.ticket_category_id, t.ticket_sub_category_id,
      t.source_id, t.rule_set_id, %1$s * c.opened AS opened, %1$s * c.closed AS closed,
      %1$s * c.closed_with_sla AS closed_with_sla,
      %1$s * c.closed_within_sla AS closed_within_sla, %1$s * c.left_out AS left_out
    FROM %2$I AS t
    CROSS JOIN LATERAL (
      SELECT (t.created_at AT TIME ZONE 'Europe/Istanbul')::date AS day,
        (NOT t.is_removed_from_reporting)::int AS opened, 0 AS closed, 0 AS closed_with_sla,
        0 AS closed_within_sla, t.is_removed_from_reporting::int AS left_out
      UNION ALL
      SELECT (t.closed_at AT TIME ZONE 'Europe/Istanbul')::date, 0, 1,
        (t.sla_minutes IS NOT NULL AND NOT t.is_removed_from_sla)::int,
        (t.sla_minutes IS NOT NULL AND NOT t.is_removed_from_sla
          AND coalesce(t.sla_deadline_bm - t.sla_stopped_at_bm >= 0, false))::int, 0
      WHERE t.status = 3 AND t.closed_at IS NOT NULL AND NOT t.is_removed_from_reporting
    ) AS c
    WHERE NOT t.is_deleted
  $rows$, sign, rows_table)
$$;
--> statement-breakpoint
CREATE FUNCTION ticket_report_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN ticket_report_contributions('new_rows', 1)
    WHEN 'DELETE' THEN ticket_report_contributions('old_rows', -1)
    ELSE ticket_report_contributions('new_rows', 1) || ' UNION ALL '
      || ticket_report_contributions('old_rows', -1)
  END;
BEGIN
  EXECUTE format($query$
    INSERT INTO ticket_report_days AS r (day, store_id, ticket_type_id, ticket_category_id,
        ticket_sub_category_id, source_id, rule_set_id, opened, closed, closed_with_sla,
        closed_within_sla, left_out)
      SELECT day, store_id, ticket_type_id, ticket_category_id, ticket_sub_category_id,
        source_id, rule_set_id, sum(opened), sum(closed), sum(closed_with_sla),
        sum(closed_within_sla), sum(left_out)
      FROM (%s) AS changes
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(opened) <> 0 OR sum(closed) <> 0 OR sum(closed_with_sla) <> 0
        OR sum(closed_within_sla) <> 0 OR sum(left_out) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT ticket_report_days_key DO UPDATE SET
        opened = r.opened + excluded.opened, closed = r.closed + excluded.closed,
        closed_with_sla = r.closed_with_sla + excluded.closed_with_sla,
        closed_within_sla = r.closed_within_sla + excluded.closed_within_sla,
        left_out = r.left_out + excluded.left_out
  $query$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_report_days_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_report_days_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_report_days_apply();
--> statement-breakpoint
INSERT INTO ticket_report_days (day, store_id, ticket_type_id, ticket_category_id,
    ticket_sub_category_id, source_id, rule_set_id, opened, closed, closed_with_sla,
    closed_within_sla, left_out)
  SELECT day, store_id, ticket_type_id, ticket_category_id, ticket_sub_category_id, source_id,
    rule_set_id, sum(opened), sum(closed), sum(closed_with_sla), sum(closed_within_sla),
    sum(left_out)
  FROM (
    SELECT (created_at AT TIME ZONE 'Europe/Istanbul')::date AS day, store_id, ticket_type_id,
      ticket_category_id, ticket_sub_category_id, source_id, rule_set_id,
      (NOT is_removed_from_reporting)::int AS opened, 0 AS closed, 0 AS closed_with_sla,
      0 AS closed_within_sla, is_removed_from_reporting::int AS left_out
    FROM tickets WHERE NOT is_deleted
    UNION ALL
    SELECT (closed_at AT TIME ZONE 'Europe/Istanbul')::date, store_id, ticket_type_id,
      ticket_category_id, ticket_sub_category_id, source_id, rule_set_id, 0, 1,
      (sla_minutes IS NOT NULL AND NOT is_removed_from_sla)::int,
      (sla_minutes IS NOT NULL AND NOT is_removed_from_sla
        AND coalesce(sla_deadline_bm - sla_stopped_at_bm >= 0, false))::int, 0
    FROM tickets
    WHERE NOT is_deleted AND status = 3 AND closed_at IS NOT NULL AND NOT is_removed_from_reporting
  ) AS contributions
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- An upgraded database's administrators can open the reports and give them to other roles
-- (the demo's grants are the seed's).
INSERT INTO role_permissions (role_id, permission)
  SELECT role_id, 'Reports' FROM role_permissions WHERE permission = 'Admin'
  ON CONFLICT DO NOTHING;
