DROP INDEX "customers_last_name_index";--> statement-breakpoint
CREATE INDEX "customers_last_name_id_index" ON "customers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "customers_first_name_trgm" ON "customers" USING gin (lower(translate("first_name", 'İIŞĞÜÖÇ', 'iışğüöç')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_trgm" ON "customers" USING gin (lower(translate("last_name", 'İIŞĞÜÖÇ', 'iışğüöç')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin (lower(translate("phone_number", 'İIŞĞÜÖÇ', 'iışğüöç')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin (lower(translate("email_address", 'İIŞĞÜÖÇ', 'iışğüöç')) gin_trgm_ops);