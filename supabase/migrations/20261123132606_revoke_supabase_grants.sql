-- Supabase grants its API roles (anon, authenticated) every privilege on the tables of schema public,
-- by default, for tables created later too. Row-level security filters rows, not TRUNCATE, and not
-- tables whose RLS someone turns off: the site's server is the only client of this database
-- (DESIGN.md section 3), so those roles get nothing. Where the roles do not exist (PGlite, a plain
-- PostgreSQL) there is nothing to revoke.
DO $$
DECLARE
  api_role text;
BEGIN
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role) THEN
      EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', api_role);
      EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %I', api_role);
      EXECUTE format('REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM %I', api_role);
      EXECUTE format('REVOKE USAGE ON SCHEMA public FROM %I', api_role);
      -- Tables, sequences and functions the migrating role creates from now on.
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM %I', api_role);
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM %I', api_role);
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON FUNCTIONS FROM %I', api_role);
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') THEN
        EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA drizzle FROM %I', api_role);
        EXECUTE format('REVOKE ALL ON SCHEMA drizzle FROM %I', api_role);
      END IF;
    END IF;
  END LOOP;
END
$$;
