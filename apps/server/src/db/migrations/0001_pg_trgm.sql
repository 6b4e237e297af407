-- Trigram indexes of the list filters (contains) need this extension (trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
