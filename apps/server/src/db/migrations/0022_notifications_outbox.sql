ALTER TABLE "scheduled_jobs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "scheduled_jobs" CASCADE;--> statement-breakpoint
DROP INDEX "outbox_messages_queued";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "errors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_response" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_undispatched" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."state" = 'queued' and "outbox_messages"."job_id" is null;--> statement-breakpoint
-- The system user: the author of what the server does by itself (the 48-hour auto-close's
-- activity, docs/domain.md §17). Inactive, so it never signs in and is never mailed.
INSERT INTO "users" ("id", "name", "surname", "user_name", "email_address", "user_type", "is_active")
VALUES ('00000000-0000-4000-8000-000000000001', 'Sistem', 'Otomatik', 'sistem', 'sistem@ccms.invalid', 1, false)
ON CONFLICT DO NOTHING;
