COMMENT ON TABLE "payment_anomalies" IS 'Written only by the Webso server (service connection). Verified payment events that disagree with the request they name (amount, currency, request) or name no request: recorded for staff, the request stays unpaid. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON COLUMN "payment_anomalies"."expected_amount" IS 'Centavos of the deposit in the request''s stored pricing snapshot.';--> statement-breakpoint
COMMENT ON COLUMN "payment_anomalies"."received_amount" IS 'Centavos the provider reported for the payment.';
