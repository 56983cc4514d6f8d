-- Who writes the payment tables. Hand-written (drizzle-kit generate --custom).
--
-- Row-level security is enabled on both tables (previous migration) with no policy for the anon and
-- authenticated roles: only the Webso server's service connection reads or writes them.
COMMENT ON TABLE "payments" IS 'Written only by the Webso server (service connection). One row per project request and kind (deposit, milestone1, final): the provider''s PaymentIntent and its last verified status. No card data is ever stored. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "payment_events" IS 'Written only by the Webso server (service connection), from verified Stripe webhooks: each provider event id once, so a replayed event changes nothing. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON COLUMN "payments"."amount" IS 'Whole pesos from the request''s pricing snapshot; the provider is sent amount x 100 centavos.';--> statement-breakpoint
COMMENT ON COLUMN "payments"."idempotency_key" IS '<kind>:<project request id>; also the Stripe Idempotency-Key, so a retry never creates a second charge.';--> statement-breakpoint
COMMENT ON COLUMN "payments"."client_secret" IS 'Demo provider only; Stripe client secrets are retrieved from Stripe, not stored.';--> statement-breakpoint
COMMENT ON COLUMN "email_outbox"."attachments" IS 'Files sent with the message (e.g. an invoice PDF) as [{filename, contentType, contentBase64}]; null for most messages.';--> statement-breakpoint
CREATE TRIGGER "payments_set_updated_at" BEFORE UPDATE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "public"."set_updated_at"();
