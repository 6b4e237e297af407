CREATE TABLE "ticket_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"description" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deactivated_by_user_id" uuid,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_update_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"description" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_e_commerce_back_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "discount_code_amount" double precision;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "discount_code_description" text;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "money_point" text;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "money_point_amount" double precision;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "money_point_description" text;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD COLUMN "updated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "is_removed_from_reporting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_deactivated_by_user_id_users_id_fk" FOREIGN KEY ("deactivated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_update_histories" ADD CONSTRAINT "ticket_update_histories_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_update_histories" ADD CONSTRAINT "ticket_update_histories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_notes_ticket_id_created_at_index" ON "ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_update_histories_ticket_id_created_at_index" ON "ticket_update_histories" USING btree ("ticket_id","created_at");--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;