-- Keeps ticket_day_counts (live tickets per UTC creation day, open or not, 16 shards) with the
-- same statement-level triggers that keep ticket_counts (migration 0010): the function now
-- writes both from one set of changes (+1 per new live row, -1 per old one). Rows are upserted
-- in key order so that writers lock them in the same order. The transition tables an operation
-- has differ, hence the query text is put together per operation.
CREATE OR REPLACE FUNCTION ticket_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of text := 'SELECT (created_at AT TIME ZONE ''UTC'')::date AS day, status <> 3 AS is_open, '
    || 'abs(hashtext(id::text)) %% 16 AS shard, %s AS delta FROM %I WHERE NOT is_deleted';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(rows_of, 1, 'new_rows')
    WHEN 'DELETE' THEN format(rows_of, -1, 'old_rows')
    ELSE format(rows_of, 1, 'new_rows') || ' UNION ALL ' || format(rows_of, -1, 'old_rows')
  END;
BEGIN
  EXECUTE format($query$
    WITH changes AS (%s),
    totals AS (
      INSERT INTO ticket_counts (is_open, shard, total)
        SELECT is_open, shard, sum(delta) FROM changes
        GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
        ON CONFLICT (is_open, shard) DO UPDATE SET total = ticket_counts.total + excluded.total)
    INSERT INTO ticket_day_counts (day, is_open, shard, total)
      SELECT day, is_open, shard, sum(delta) FROM changes
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (day, is_open, shard)
        DO UPDATE SET total = ticket_day_counts.total + excluded.total
  $query$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO ticket_day_counts (day, is_open, shard, total)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status <> 3, abs(hashtext(id::text)) % 16, count(*)
  FROM tickets WHERE NOT is_deleted GROUP BY 1, 2, 3
  ON CONFLICT (day, is_open, shard) DO UPDATE SET total = excluded.total;
