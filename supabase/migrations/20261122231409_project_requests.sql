CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"project_request_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"project_type" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget" text NOT NULL,
	"budget_range" text,
	"timeline" text NOT NULL,
	"support_level" text DEFAULT 'basic' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_company" text,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount" integer NOT NULL,
	"deposit_amount" integer NOT NULL,
	"currency" text DEFAULT 'mxn' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"proposal_url" text,
	"pricing_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_requests_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "project_requests_stripe_payment_intent_id_key" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "project_requests_project_type_check" CHECK ("project_requests"."project_type" in ('website', 'ecommerce', 'webapp')),
	CONSTRAINT "project_requests_status_check" CHECK ("project_requests"."status" in ('pending', 'contacted', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "project_requests_payment_status_check" CHECK ("project_requests"."payment_status" in ('pending', 'deposit_paid', 'milestone1_paid', 'fully_paid', 'refunded')),
	CONSTRAINT "project_requests_payment_method_check" CHECK ("project_requests"."payment_method" in ('card', 'transfer')),
	CONSTRAINT "project_requests_currency_check" CHECK ("project_requests"."currency" = 'mxn'),
	CONSTRAINT "project_requests_amounts_check" CHECK ("project_requests"."total_amount" >= 0 and "project_requests"."deposit_amount" >= 0 and "project_requests"."deposit_amount" <= "project_requests"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "project_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_project_request_id_project_requests_id_fk" FOREIGN KEY ("project_request_id") REFERENCES "public"."project_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_project_request_id_idx" ON "email_outbox" USING btree ("project_request_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_requests_contact_email_created_at_idx" ON "project_requests" USING btree (lower("contact_email"),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_requests_created_at_idx" ON "project_requests" USING btree ("created_at" DESC NULLS FIRST);