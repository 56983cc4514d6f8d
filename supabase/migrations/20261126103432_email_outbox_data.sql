ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_content_check" CHECK (("email_outbox"."html" is not null and "email_outbox"."text" is not null) or "email_outbox"."data" is not null);--> statement-breakpoint
COMMENT ON COLUMN "email_outbox"."data" IS 'For the kinds rendered when sent (the request e-mails): what the message shows, as JSON; html and text are then null. lib/email/message-content.ts renders it (zod-checked) for delivery and the local inbox.';
