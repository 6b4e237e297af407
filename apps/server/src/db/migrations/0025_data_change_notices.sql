-- Every topic's version starts at 0; the triggers below raise it (docs/architecture.md,
-- 'Caches that agree across instances').
INSERT INTO data_versions (topic, version) VALUES ('holidays', 0), ('reference', 0), ('hierarchy', 0), ('rule-sets', 0), ('mail-groups', 0), ('address', 0), ('idp-keys', 0);
--> statement-breakpoint
-- Raises the topic's version and announces it. pg_notify inside the writing transaction is
-- delivered only at commit (and never after a rollback), to every listening instance.
CREATE FUNCTION data_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE topic = TG_ARGV[0] RETURNING version INTO raised;
  PERFORM pg_notify('data_changes', TG_ARGV[0] || '=' || raised);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The access version (users, roles, permissions, roles in units) is announced the same way.
CREATE OR REPLACE FUNCTION access_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1 RETURNING version INTO raised;
  PERFORM pg_notify('data_changes', 'access=' || raised);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER holidays_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holidays
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('holidays');
--> statement-breakpoint
CREATE TRIGGER sources_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sources
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER campaigns_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER call_wrap_ups_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON call_wrap_ups
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER customer_voices_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_voices
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER delivery_types_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_types
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER cargo_companies_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cargo_companies
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER problems_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON problems
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER order_cancelling_contents_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_cancelling_contents
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER products_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER ticket_questions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_questions
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER stores_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('reference');
--> statement-breakpoint
CREATE TRIGGER ticket_types_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_types
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('hierarchy');
--> statement-breakpoint
CREATE TRIGGER ticket_categories_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_categories
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('hierarchy');
--> statement-breakpoint
CREATE TRIGGER ticket_sub_categories_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_sub_categories
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('hierarchy');
--> statement-breakpoint
CREATE TRIGGER ticket_category_sets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_category_sets
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('hierarchy');
--> statement-breakpoint
CREATE TRIGGER category_set_mails_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_set_mails
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('hierarchy');
--> statement-breakpoint
CREATE TRIGGER rule_sets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_sets
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('rule-sets');
--> statement-breakpoint
CREATE TRIGGER rule_set_rules_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_set_rules
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('rule-sets');
--> statement-breakpoint
CREATE TRIGGER rule_set_flows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_set_flows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('rule-sets');
--> statement-breakpoint
CREATE TRIGGER rule_templates_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rule_templates
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('rule-sets');
--> statement-breakpoint
CREATE TRIGGER mail_groups_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mail_groups
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('mail-groups');
--> statement-breakpoint
CREATE TRIGGER mail_group_roles_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mail_group_roles
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('mail-groups');
--> statement-breakpoint
CREATE TRIGGER mail_group_extra_users_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mail_group_extra_users
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('mail-groups');
--> statement-breakpoint
CREATE TRIGGER cities_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('address');
--> statement-breakpoint
CREATE TRIGGER counties_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('address');
--> statement-breakpoint
CREATE TRIGGER idp_keys_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON idp_keys
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_raise('idp-keys');
