CREATE SEQUENCE "public"."ticket_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "ticket_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"sub_status" integer NOT NULL,
	"description" text,
	"call_wrap_up_id" uuid,
	"customer_voice_id" uuid,
	"transfer_role_id" uuid,
	"transfer_store_id" uuid,
	"is_sla_paused" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"state" boolean NOT NULL,
	"ivr_description" text
);
--> statement-breakpoint
CREATE TABLE "ticket_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contract" text,
	CONSTRAINT "ticket_campaigns_ticketId_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by_user_id" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ticket_documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "ticket_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"activity_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"order_number" text,
	"order_cancelling_id" uuid,
	CONSTRAINT "ticket_orders_ticketId_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"barcode" text NOT NULL,
	"wes_code" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_no" bigint DEFAULT nextval('ticket_no_seq') NOT NULL,
	"customer_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"ticket_category_id" uuid NOT NULL,
	"ticket_sub_category_id" uuid NOT NULL,
	"ticket_category_set_id" uuid NOT NULL,
	"rule_set_id" uuid,
	"description" text NOT NULL,
	"device" text,
	"device_os" text,
	"problem_id" uuid,
	"cargo_company_id" uuid,
	"delivery_type_id" uuid,
	"call_wrap_up_id" uuid,
	"customer_voice_id" uuid,
	"store_view_id" uuid,
	"is_not_closed" boolean DEFAULT false NOT NULL,
	"is_waiting_for_product" boolean DEFAULT false NOT NULL,
	"current_watsons_card_no" text,
	"is_thh" boolean DEFAULT false NOT NULL,
	"status" integer NOT NULL,
	"sub_status" integer NOT NULL,
	"current_role_id" uuid NOT NULL,
	"responsible_store_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"creator_role_id" uuid,
	"creator_store_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"closed_user_id" uuid,
	"closed_at" timestamp with time zone,
	"sla_minutes" integer,
	"sla_deadline_bm" double precision,
	"sla_stopped_at_bm" double precision,
	"is_removed_from_sla" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by_user_id" uuid,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_call_wrap_up_id_call_wrap_ups_id_fk" FOREIGN KEY ("call_wrap_up_id") REFERENCES "public"."call_wrap_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_customer_voice_id_customer_voices_id_fk" FOREIGN KEY ("customer_voice_id") REFERENCES "public"."customer_voices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_transfer_role_id_roles_id_fk" FOREIGN KEY ("transfer_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_transfer_store_id_stores_id_fk" FOREIGN KEY ("transfer_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activities" ADD CONSTRAINT "ticket_activities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_answers" ADD CONSTRAINT "ticket_answers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_answers" ADD CONSTRAINT "ticket_answers_question_id_ticket_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ticket_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_campaigns" ADD CONSTRAINT "ticket_campaigns_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_campaigns" ADD CONSTRAINT "ticket_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_documents" ADD CONSTRAINT "ticket_documents_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_documents" ADD CONSTRAINT "ticket_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_documents" ADD CONSTRAINT "ticket_documents_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_flows" ADD CONSTRAINT "ticket_flows_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_flows" ADD CONSTRAINT "ticket_flows_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_flows" ADD CONSTRAINT "ticket_flows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_flows" ADD CONSTRAINT "ticket_flows_activity_id_ticket_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."ticket_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_order_cancelling_id_order_cancelling_contents_id_fk" FOREIGN KEY ("order_cancelling_id") REFERENCES "public"."order_cancelling_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_products" ADD CONSTRAINT "ticket_products_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_products" ADD CONSTRAINT "ticket_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_sub_category_id_ticket_sub_categories_id_fk" FOREIGN KEY ("ticket_sub_category_id") REFERENCES "public"."ticket_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_category_set_id_ticket_category_sets_id_fk" FOREIGN KEY ("ticket_category_set_id") REFERENCES "public"."ticket_category_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cargo_company_id_cargo_companies_id_fk" FOREIGN KEY ("cargo_company_id") REFERENCES "public"."cargo_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_delivery_type_id_delivery_types_id_fk" FOREIGN KEY ("delivery_type_id") REFERENCES "public"."delivery_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_call_wrap_up_id_call_wrap_ups_id_fk" FOREIGN KEY ("call_wrap_up_id") REFERENCES "public"."call_wrap_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_voice_id_customer_voices_id_fk" FOREIGN KEY ("customer_voice_id") REFERENCES "public"."customer_voices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_store_view_id_stores_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_current_role_id_roles_id_fk" FOREIGN KEY ("current_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_responsible_store_id_stores_id_fk" FOREIGN KEY ("responsible_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_creator_role_id_roles_id_fk" FOREIGN KEY ("creator_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_creator_store_id_stores_id_fk" FOREIGN KEY ("creator_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_closed_user_id_users_id_fk" FOREIGN KEY ("closed_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activities_ticket_id_created_at_index" ON "ticket_activities" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_answers_ticket_id_question_id_index" ON "ticket_answers" USING btree ("ticket_id","question_id");--> statement-breakpoint
CREATE INDEX "ticket_documents_ticket_id_index" ON "ticket_documents" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_flows_ticket_id_started_at_index" ON "ticket_flows" USING btree ("ticket_id","started_at");--> statement-breakpoint
CREATE INDEX "ticket_flows_role_id_store_id_index" ON "ticket_flows" USING btree ("role_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_products_ticket_id_product_id_index" ON "ticket_products" USING btree ("ticket_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_ticket_no_index" ON "tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_customer_created" ON "tickets" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_customer_breakdown" ON "tickets" USING btree ("customer_id","ticket_type_id","ticket_category_id","ticket_sub_category_id");--> statement-breakpoint
CREATE INDEX "tickets_current_flow_open" ON "tickets" USING btree ("current_role_id","responsible_store_id") WHERE "tickets"."status" <> 3 and not "tickets"."is_deleted";--> statement-breakpoint
CREATE INDEX "tickets_store_id_index" ON "tickets" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "tickets_created_at_index" ON "tickets" USING btree ("created_at");