DROP INDEX "tickets_created_at_index";--> statement-breakpoint
CREATE INDEX "tickets_live_created" ON "tickets" USING btree ("created_at") WHERE not "tickets"."is_deleted";