CREATE TABLE "auth_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"full_name" text,
	"phone" text,
	"company" text,
	"notify_project_updates" boolean DEFAULT true NOT NULL,
	"notify_payments" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "server_secrets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "auth_sessions_email_idx" ON "auth_sessions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
COMMENT ON TABLE "auth_tokens" IS 'Written only by the Webso server (service connection). One-time sign-in links: SHA-256 of the token, 15 minutes, single use. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "auth_sessions" IS 'Written only by the Webso server (service connection). Sessions of signed-in clients and staff; the cookie holds the id, this table its SHA-256. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "client_profiles" IS 'Written only by the Webso server (service connection). Profile and notification choices per lower-cased client e-mail. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "rate_limits" IS 'Written only by the Webso server (service connection). Fixed-window counters shared by every server instance. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON TABLE "server_secrets" IS 'Written only by the Webso server (service connection). Keys the server generated for itself when none is configured. RLS enabled, no policy for anon/authenticated.';
