-- The visibility indexes of the ticket lists carry what a list needs to count and order a store's
-- tickets without visiting them: the id, the live and open flags, the current owner and the SLA
-- order's columns (modules/tickets/list-repository.ts, 'unitedArms'). Same names and keys as in
-- schema/tickets.ts; drizzle's index builder has no INCLUDE, so it lives here.
DROP INDEX IF EXISTS "tickets_store_rule_set";--> statement-breakpoint
CREATE INDEX "tickets_store_rule_set" ON "tickets" USING btree ("store_id", "rule_set_id")
  INCLUDE ("id", "is_deleted", "status", "current_role_id", "responsible_store_id", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "ticket_no");--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_responsible_rule_set";--> statement-breakpoint
CREATE INDEX "tickets_responsible_rule_set" ON "tickets" USING btree ("responsible_store_id", "rule_set_id")
  INCLUDE ("id", "is_deleted", "status", "current_role_id", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "ticket_no");--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_current_flow";--> statement-breakpoint
CREATE INDEX "tickets_current_flow" ON "tickets" USING btree ("current_role_id", "responsible_store_id")
  INCLUDE ("id", "is_deleted", "status", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "ticket_no");
