CREATE TABLE "ticket_day_counts" (
	"day" date NOT NULL,
	"is_open" boolean NOT NULL,
	"shard" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_day_counts_day_is_open_shard_pk" PRIMARY KEY("day","is_open","shard")
);
