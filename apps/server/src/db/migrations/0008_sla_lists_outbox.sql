CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"dedupe_key" text,
	"ticket_id" uuid,
	"recipients" jsonb NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_run_by" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "ticket_flows_role_id_store_id_index";--> statement-breakpoint
DROP INDEX "tickets_store_id_index";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_exceeded_notified_deadline_bm" double precision;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "is_from_complaint" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "is_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "discount_code_amount" double precision;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "money_point" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "money_point_amount" double precision;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_ticket_id_index" ON "outbox_messages" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_queued" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "ticket_flows_role_id_store_id_ticket_id_index" ON "ticket_flows" USING btree ("role_id","store_id","ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_current_flow" ON "tickets" USING btree ("current_role_id","responsible_store_id");--> statement-breakpoint
CREATE INDEX "tickets_store_rule_set" ON "tickets" USING btree ("store_id","rule_set_id");--> statement-breakpoint
CREATE INDEX "tickets_responsible_rule_set" ON "tickets" USING btree ("responsible_store_id","rule_set_id");--> statement-breakpoint
CREATE INDEX "tickets_running_sla_deadline" ON "tickets" USING btree ("sla_deadline_bm") WHERE "tickets"."status" <> 3 and not "tickets"."is_deleted" and "tickets"."sla_stopped_at_bm" is null;