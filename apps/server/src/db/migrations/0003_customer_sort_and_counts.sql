CREATE TABLE "customer_counts" (
	"is_active" boolean NOT NULL,
	"is_flag" boolean NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_counts_is_active_is_flag_pk" PRIMARY KEY("is_active","is_flag")
);
--> statement-breakpoint
CREATE INDEX "customers_first_name_desc_id_index" ON "customers" USING btree ("first_name" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "customers_last_name_desc_id_index" ON "customers" USING btree ("last_name" DESC NULLS LAST,"id");