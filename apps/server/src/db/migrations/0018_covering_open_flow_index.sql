-- The 'assigned to me' lists read the open tickets of one (role, unit) and order them by SLA
-- share: the partial index of open tickets carries the order's columns, so it stays the cheaper
-- choice over the covering index of all tickets of that flow (migration 0015).
DROP INDEX IF EXISTS "tickets_current_flow_open";--> statement-breakpoint
CREATE INDEX "tickets_current_flow_open" ON "tickets" USING btree ("current_role_id", "responsible_store_id")
  INCLUDE ("id", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "ticket_no")
  WHERE "status" <> 3 AND NOT "is_deleted";
