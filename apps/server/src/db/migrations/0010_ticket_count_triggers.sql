-- Keeps ticket_counts equal to the live (not deleted) tickets per (open, shard). Statement-level
-- triggers with transition tables: one counter write per statement, even for bulk loads. The
-- shard spreads concurrent creations over 16 rows per kind; rows are upserted in key order so
-- writers lock them in the same order.
CREATE FUNCTION ticket_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts (is_open, shard, total)
      SELECT status <> 3, abs(hashtext(id::text)) % 16, count(*) FROM new_rows
      WHERE NOT is_deleted GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (is_open, shard) DO UPDATE SET total = ticket_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_counts (is_open, shard, total)
      SELECT status <> 3, abs(hashtext(id::text)) % 16, -count(*) FROM old_rows
      WHERE NOT is_deleted GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (is_open, shard) DO UPDATE SET total = ticket_counts.total + excluded.total;
  ELSE
    INSERT INTO ticket_counts (is_open, shard, total)
      SELECT is_open, shard, sum(delta) FROM (
        SELECT status <> 3 AS is_open, abs(hashtext(id::text)) % 16 AS shard, 1 AS delta
          FROM new_rows WHERE NOT is_deleted
        UNION ALL
        SELECT status <> 3, abs(hashtext(id::text)) % 16, -1 FROM old_rows WHERE NOT is_deleted
      ) AS changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (is_open, shard) DO UPDATE SET total = ticket_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
INSERT INTO ticket_counts (is_open, shard, total)
  SELECT status <> 3, abs(hashtext(id::text)) % 16, count(*) FROM tickets
  WHERE NOT is_deleted GROUP BY 1, 2
  ON CONFLICT (is_open, shard) DO UPDATE SET total = excluded.total;
