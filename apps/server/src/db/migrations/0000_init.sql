CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ccms_ident" text NOT NULL,
	"connection_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"birth_date" date,
	"email_address" text,
	"city_id" integer,
	"county_id" integer,
	"address_detail" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_flag" boolean DEFAULT false NOT NULL,
	"flag_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"is_active_card" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_set_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_category_set_id" uuid NOT NULL,
	"email_address" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_group_extra_users" (
	"mail_group_id" uuid NOT NULL,
	"email_address" text NOT NULL,
	CONSTRAINT "mail_group_extra_users_mail_group_id_email_address_pk" PRIMARY KEY("mail_group_id","email_address")
);
--> statement-breakpoint
CREATE TABLE "mail_group_roles" (
	"mail_group_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "mail_group_roles_mail_group_id_role_id_pk" PRIMARY KEY("mail_group_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "mail_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_category_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"rule_set_id" uuid,
	"call_type" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_manager_see" boolean DEFAULT false NOT NULL,
	"can_go_ecommerce_back_office" boolean DEFAULT false NOT NULL,
	"is_allergy" boolean DEFAULT false NOT NULL,
	"is_cross_order" boolean DEFAULT false NOT NULL,
	"is_ivr" boolean DEFAULT false NOT NULL,
	"is_online_shop" boolean DEFAULT false NOT NULL,
	"is_sms" boolean DEFAULT false NOT NULL,
	"is48_hours_sms" boolean DEFAULT false NOT NULL,
	"can_store_view" boolean DEFAULT false NOT NULL,
	"is_appreciation_mail" boolean DEFAULT false NOT NULL,
	"is_red_alarm" boolean DEFAULT false NOT NULL,
	"script" text,
	"mail_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role_type" integer DEFAULT 4 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_e_commerce" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"city_id" integer,
	"county_id" integer,
	"address" text,
	"phone_number" text,
	"email_address" text,
	"region_manager_name" text,
	"region_manager_surname" text,
	"region_manager_email" text,
	"area_manager_name" text,
	"area_manager_surname" text,
	"area_manager_email" text,
	"unit_manager_name" text,
	"unit_manager_surname" text,
	"unit_manager_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles_in_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"user_name" text NOT NULL,
	"email_address" text NOT NULL,
	"user_type" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ccms_ident" text,
	"position_ident" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wes_code" text NOT NULL,
	"barcode_no" text NOT NULL,
	"name" text NOT NULL,
	"brand_description" text NOT NULL,
	"group_name" text NOT NULL,
	"sub_kind_name" text NOT NULL,
	"marketing_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_wesCode_unique" UNIQUE("wes_code")
);
--> statement-breakpoint
CREATE TABLE "call_wrap_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_process" boolean DEFAULT false NOT NULL,
	"is_customer_voice_necessary" boolean DEFAULT false NOT NULL,
	"is_sla_paused" boolean DEFAULT false NOT NULL,
	"reveals_discount_code" boolean DEFAULT false NOT NULL,
	"reveals_money_point" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"campaign_type" integer DEFAULT 0 NOT NULL,
	"requires_contract_company" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"is_full_day" boolean NOT NULL,
	"is_public_holiday" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cancelling_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_content" text NOT NULL,
	"problem_type" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"group_name" text DEFAULT 'Genel' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_set_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_set_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"action_status" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_set_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_set_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"value" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sla" integer DEFAULT 0 NOT NULL,
	"is_case_closed" boolean DEFAULT false NOT NULL,
	"is_deleted_from_sla" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "rule_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "counties" ADD CONSTRAINT "counties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_histories" ADD CONSTRAINT "call_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_set_mails" ADD CONSTRAINT "category_set_mails_ticket_category_set_id_ticket_category_sets_id_fk" FOREIGN KEY ("ticket_category_set_id") REFERENCES "public"."ticket_category_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_group_extra_users" ADD CONSTRAINT "mail_group_extra_users_mail_group_id_mail_groups_id_fk" FOREIGN KEY ("mail_group_id") REFERENCES "public"."mail_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_group_roles" ADD CONSTRAINT "mail_group_roles_mail_group_id_mail_groups_id_fk" FOREIGN KEY ("mail_group_id") REFERENCES "public"."mail_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_group_roles" ADD CONSTRAINT "mail_group_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_sets" ADD CONSTRAINT "ticket_category_sets_type_id_ticket_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_sets" ADD CONSTRAINT "ticket_category_sets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_sets" ADD CONSTRAINT "ticket_category_sets_sub_category_id_ticket_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."ticket_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_sets" ADD CONSTRAINT "ticket_category_sets_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_sets" ADD CONSTRAINT "ticket_category_sets_mail_group_id_mail_groups_id_fk" FOREIGN KEY ("mail_group_id") REFERENCES "public"."mail_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles_in_stores" ADD CONSTRAINT "user_roles_in_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles_in_stores" ADD CONSTRAINT "user_roles_in_stores_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles_in_stores" ADD CONSTRAINT "user_roles_in_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_flows" ADD CONSTRAINT "rule_set_flows_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_flows" ADD CONSTRAINT "rule_set_flows_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_rules" ADD CONSTRAINT "rule_set_rules_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counties_city_id_index" ON "counties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "call_histories_phone_number_index" ON "call_histories" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customers_first_name_id_index" ON "customers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "customers_last_name_index" ON "customers" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "customers_email_lower" ON "customers" USING btree (lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cards_number_unique" ON "loyalty_cards" USING btree ("number");--> statement-breakpoint
CREATE INDEX "loyalty_cards_customer_id_index" ON "loyalty_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "category_set_mails_ticket_category_set_id_index" ON "category_set_mails" USING btree ("ticket_category_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_category_sets_breakdown_unique" ON "ticket_category_sets" USING btree ("type_id","category_id","sub_category_id") WHERE not "ticket_category_sets"."is_deleted";--> statement-breakpoint
CREATE INDEX "ticket_category_sets_rule_set_id_index" ON "ticket_category_sets" USING btree ("rule_set_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_index" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_index" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "stores_name_index" ON "stores" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stores_area_manager_email_index" ON "stores" USING btree ("area_manager_email");--> statement-breakpoint
CREATE INDEX "stores_region_manager_email_index" ON "stores" USING btree ("region_manager_email");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_in_stores_user_id_role_id_store_id_index" ON "user_roles_in_stores" USING btree ("user_id","role_id","store_id");--> statement-breakpoint
CREATE INDEX "user_roles_in_stores_role_id_store_id_index" ON "user_roles_in_stores" USING btree ("role_id","store_id");--> statement-breakpoint
CREATE INDEX "user_roles_in_stores_store_id_index" ON "user_roles_in_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "products_brand_description_group_name_name_index" ON "products" USING btree ("brand_description","group_name","name");--> statement-breakpoint
CREATE INDEX "products_barcode_no_index" ON "products" USING btree ("barcode_no");--> statement-breakpoint
CREATE INDEX "holidays_date_index" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_set_flows_rule_set_id_role_id_index" ON "rule_set_flows" USING btree ("rule_set_id","role_id");--> statement-breakpoint
CREATE INDEX "rule_set_flows_role_id_index" ON "rule_set_flows" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_set_rules_rule_set_id_name_index" ON "rule_set_rules" USING btree ("rule_set_id","name");