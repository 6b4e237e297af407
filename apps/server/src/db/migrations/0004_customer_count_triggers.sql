-- Keeps customer_counts equal to the customers per (is_active, is_flag). Statement-level
-- triggers with transition tables: one counter write per statement, even for bulk loads; one
-- ordered upsert per statement, so concurrent writers lock counter rows in the same order.
CREATE FUNCTION customer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_counts (is_active, is_flag, total)
      SELECT is_active, is_flag, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (is_active, is_flag) DO UPDATE SET total = customer_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO customer_counts (is_active, is_flag, total)
      SELECT is_active, is_flag, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (is_active, is_flag) DO UPDATE SET total = customer_counts.total + excluded.total;
  ELSE
    INSERT INTO customer_counts (is_active, is_flag, total)
      SELECT is_active, is_flag, sum(delta) FROM (
        SELECT is_active, is_flag, 1 AS delta FROM new_rows
        UNION ALL
        SELECT is_active, is_flag, -1 AS delta FROM old_rows
      ) AS changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (is_active, is_flag) DO UPDATE SET total = customer_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER customers_count_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
INSERT INTO customer_counts (is_active, is_flag, total)
  SELECT is_active, is_flag, count(*) FROM customers GROUP BY 1, 2
  ON CONFLICT (is_active, is_flag) DO UPDATE SET total = excluded.total;
