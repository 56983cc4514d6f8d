CREATE TABLE "payment_anomalies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"provider_payment_id" text NOT NULL,
	"project_request_id" uuid,
	"kind" text NOT NULL,
	"expected_amount" integer,
	"expected_currency" text,
	"received_amount" integer,
	"received_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_anomalies_payment_kind_key" UNIQUE("provider_payment_id","kind"),
	CONSTRAINT "payment_anomalies_kind_check" CHECK ("payment_anomalies"."kind" in ('amount_mismatch', 'currency_mismatch', 'request_mismatch', 'unknown_request'))
);
--> statement-breakpoint
ALTER TABLE "payment_anomalies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_project_request_id_project_requests_id_fk" FOREIGN KEY ("project_request_id") REFERENCES "public"."project_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_anomalies_created_at_idx" ON "payment_anomalies" USING btree ("created_at" DESC NULLS LAST);