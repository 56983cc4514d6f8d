CREATE TABLE "request_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_request_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "requested_payment" text;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_audit" ADD CONSTRAINT "request_audit_project_request_id_project_requests_id_fk" FOREIGN KEY ("project_request_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_audit_project_request_id_created_at_idx" ON "request_audit" USING btree ("project_request_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'demo', 'transfer'));--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_requested_payment_check" CHECK ("project_requests"."requested_payment" is null or "project_requests"."requested_payment" in ('milestone1', 'final'));