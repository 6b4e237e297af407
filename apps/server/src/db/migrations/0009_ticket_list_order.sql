CREATE TABLE "ticket_counts" (
	"is_open" boolean NOT NULL,
	"shard" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_is_open_shard_pk" PRIMARY KEY("is_open","shard")
);
--> statement-breakpoint
CREATE INDEX "tickets_closed_sla_order" ON "tickets" USING btree ((("sla_deadline_bm" - "sla_stopped_at_bm") * 100.0 / nullif("sla_minutes", 0)) asc nulls last,"ticket_no" DESC NULLS LAST,"id") WHERE "tickets"."status" = 3 and not "tickets"."is_deleted";