CREATE TABLE "pricing_alerts" (
	"revision" text PRIMARY KEY NOT NULL,
	"problems" jsonb NOT NULL,
	"serving" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pricing_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pricing_last_good" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"revision" text NOT NULL,
	"documents" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_last_good_single_row_check" CHECK ("pricing_last_good"."id" = 'current')
);
--> statement-breakpoint
ALTER TABLE "pricing_last_good" ENABLE ROW LEVEL SECURITY;