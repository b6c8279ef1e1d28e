-- Trigram indexes back the keyword filter (ILIKE '%…%'); pg_trgm is a trusted extension in PostgreSQL 13+
-- and bundled with PGlite, so the database owner can create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
