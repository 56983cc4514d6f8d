ALTER TABLE "payments" ADD COLUMN "cfdi_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cfdi_uuid" text;--> statement-breakpoint
COMMENT ON COLUMN "payments"."cfdi_id" IS 'The CFDI stamped for this payment (Facturapi''s invoice id): "Enviar Factura" sends that one again instead of stamping a second.';--> statement-breakpoint
COMMENT ON COLUMN "payments"."cfdi_uuid" IS 'The stamped CFDI''s folio fiscal (the SAT''s UUID).';
