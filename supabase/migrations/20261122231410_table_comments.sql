-- Who writes each table, and why nobody else can read it. Hand-written (drizzle-kit generate --custom).
--
-- Row-level security is enabled on every table (previous migration) and no policy exists for the
-- anon and authenticated roles: through Supabase's Data API, a leaked anon key reads and writes
-- nothing. The Webso server connects with the service (owner) connection, which RLS does not limit.
COMMENT ON TABLE "project_requests" IS 'Written only by the Webso server (service connection). Project requests from the purchase wizard; prices are computed by the server and kept in pricing_snapshot. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "email_outbox" IS 'Written only by the Webso server (service connection). Every e-mail the site sends, queued in the same transaction as its cause; rows are never deleted. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON COLUMN "project_requests"."budget" IS 'Rounded total price (MXN, IVA included) as text, at creation.';--> statement-breakpoint
COMMENT ON COLUMN "project_requests"."budget_range" IS 'Budget range code the visitor chose (small, medium, large, enterprise), if any.';--> statement-breakpoint
COMMENT ON COLUMN "project_requests"."idempotency_key" IS 'Chosen by the browser per submission: a repeated submission returns the first row.';--> statement-breakpoint
-- Keeps updated_at true whoever updates a row.
CREATE FUNCTION "public"."set_updated_at"() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_requests_set_updated_at" BEFORE UPDATE ON "project_requests"
FOR EACH ROW EXECUTE FUNCTION "public"."set_updated_at"();
