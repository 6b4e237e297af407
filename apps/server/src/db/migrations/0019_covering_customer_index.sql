-- A customer's tickets (the phone and name filters of the lists, the customer page) are counted
-- and put in SLA order from this index alone: the rows of one customer lie all over the table,
-- and reading each of them is what made a phone search slow when the pages were not cached.
DROP INDEX IF EXISTS "tickets_customer_created";--> statement-breakpoint
CREATE INDEX "tickets_customer_created" ON "tickets" USING btree ("customer_id", "created_at" DESC NULLS LAST)
  INCLUDE ("id", "is_deleted", "status", "sla_minutes", "sla_deadline_bm", "sla_stopped_at_bm", "ticket_no");
