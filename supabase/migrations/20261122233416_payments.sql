CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_event_id_key" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'mxn' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"client_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_key" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_project_request_id_kind_key" UNIQUE("project_request_id","kind"),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('deposit', 'milestone1', 'final')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'demo')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'mxn'),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_request_id_project_requests_id_fk" FOREIGN KEY ("project_request_id") REFERENCES "public"."project_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_received_at_idx" ON "payment_events" USING btree ("received_at" DESC NULLS FIRST);