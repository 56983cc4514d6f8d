-- The staff back office (issue 11), hand-written: the forward-only payment status, the audit trail
-- and the version of optimistic concurrency are enforced here, whoever writes the row.
COMMENT ON TABLE "request_audit" IS 'Written only by the Webso server (service connection), through the project_requests_audit trigger. Every change of a request''s status, payment status or requested payment: who (webso.actor), when, before, after, note (webso.note). Never updated or deleted by the application. RLS enabled, no policy for anon/authenticated.';--> statement-breakpoint
COMMENT ON COLUMN "project_requests"."version" IS 'Raised by a trigger on every update; staff forms send the version they read, and a stale one changes nothing (optimistic concurrency).';--> statement-breakpoint
COMMENT ON COLUMN "project_requests"."requested_payment" IS 'milestone1 or final while staff have asked the client for that payment and it is not paid; null otherwise.';--> statement-breakpoint
COMMENT ON COLUMN "payments"."reference" IS 'The bank reference of a transfer staff recorded (provider transfer); null for card payments.';--> statement-breakpoint
-- Every update raises the version, so a form that read an older one is refused.
CREATE FUNCTION "public"."bump_version"() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_requests_bump_version" BEFORE UPDATE ON "project_requests"
FOR EACH ROW EXECUTE FUNCTION "public"."bump_version"();--> statement-breakpoint
-- The payment-status rule of web/src/domain/orders/payment-status.ts, pair for pair; the integration
-- test tests/integration/staff-back-office.test.ts checks every (from, to) against paymentStatusMoves().
CREATE FUNCTION "public"."payment_status_moves_forward"() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
  IF NEW.payment_status IS DISTINCT FROM OLD.payment_status AND (OLD.payment_status, NEW.payment_status) NOT IN (
    ('pending', 'awaiting_payment'),
    ('pending', 'deposit_paid'),
    ('awaiting_payment', 'deposit_paid'),
    ('awaiting_payment', 'pending'),
    ('deposit_paid', 'milestone1_paid'),
    ('deposit_paid', 'refunded'),
    ('milestone1_paid', 'fully_paid'),
    ('milestone1_paid', 'refunded'),
    ('fully_paid', 'refunded')
  ) THEN
    RAISE EXCEPTION 'payment_status may not move from % to %', OLD.payment_status, NEW.payment_status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_requests_payment_status_forward" BEFORE UPDATE ON "project_requests"
FOR EACH ROW EXECUTE FUNCTION "public"."payment_status_moves_forward"();--> statement-breakpoint
-- The audit row of each change, in the same transaction; the actor and note are the transaction's
-- settings (set_config('webso.actor', …, true)), `sistema` when the server changes it on its own;
-- clock_timestamp() keeps the rows of one statement in the order they were written.
CREATE FUNCTION "public"."audit_project_request"() RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
DECLARE
  who text := coalesce(nullif(current_setting('webso.actor', true), ''), 'sistema');
  why text := nullif(current_setting('webso.note', true), '');
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO "public"."request_audit" ("project_request_id", "actor", "field", "before", "after", "note", "created_at")
    VALUES (NEW.id, who, 'status', OLD.status, NEW.status, why, clock_timestamp());
  END IF;
  IF NEW.payment_status IS DISTINCT FROM OLD.payment_status THEN
    INSERT INTO "public"."request_audit" ("project_request_id", "actor", "field", "before", "after", "note", "created_at")
    VALUES (NEW.id, who, 'payment_status', OLD.payment_status, NEW.payment_status, why, clock_timestamp());
  END IF;
  IF NEW.requested_payment IS DISTINCT FROM OLD.requested_payment THEN
    INSERT INTO "public"."request_audit" ("project_request_id", "actor", "field", "before", "after", "note", "created_at")
    VALUES (NEW.id, who, 'requested_payment', OLD.requested_payment, NEW.requested_payment, why, clock_timestamp());
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_requests_audit" AFTER UPDATE ON "project_requests"
FOR EACH ROW EXECUTE FUNCTION "public"."audit_project_request"();
