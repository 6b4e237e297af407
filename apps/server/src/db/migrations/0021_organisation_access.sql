CREATE TABLE "access_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_version_single_row" CHECK ("access_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_user_id_index" ON "password_links" USING btree ("user_id");--> statement-breakpoint
-- The access version (docs/domain.md §1 User cache): one row, raised by every statement that
-- changes who a user is, whether they are active, their roles in units, or a role's
-- permissions. The raise commits with the change, so a request that reads the new version reads
-- the new rows too. A password change alone is not an access change and raises nothing.
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION access_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_version AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION access_version_raise();
--> statement-breakpoint
CREATE TRIGGER users_access_version_update AFTER UPDATE OF
  name, surname, user_name, email_address, user_type, is_active, ccms_ident, position_ident
  ON users FOR EACH STATEMENT EXECUTE FUNCTION access_version_raise();
--> statement-breakpoint
CREATE TRIGGER roles_access_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION access_version_raise();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION access_version_raise();
--> statement-breakpoint
CREATE TRIGGER user_roles_in_stores_access_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles_in_stores
  FOR EACH STATEMENT EXECUTE FUNCTION access_version_raise();
