CREATE TABLE "holiday_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_import_id_holiday_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."holiday_imports"("id") ON DELETE no action ON UPDATE no action;