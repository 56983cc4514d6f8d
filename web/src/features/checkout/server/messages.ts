// Every message the checkout's server answers with (Spanish, shown to the visitor as is).
export const CHECKOUT_MESSAGES = {
  projectIdRequired: 'Falta el identificador del proyecto.',
  unknownPaymentKind: 'Ese pago no existe en el plan. Vuelve a abrir el checkout desde tu área de cliente.',
  requestNotFound: 'No encontramos tu solicitud de proyecto. Por favor inicia el proceso nuevamente.',
  alreadyPaid: 'El depósito de este proyecto ya fue pagado.',
  intentFailed: 'No se pudo crear la intención de pago. Inténtalo de nuevo.',
  otherProvider: 'Este pago se inició con otro proveedor de pagos. Escríbenos a soporte para completarlo.',
  intentCanceled: 'Esta intención de pago fue cancelada. Escríbenos a soporte para completar tu pago.',
  paymentNotFound: 'No encontramos este pago.',
  verifyFailed: 'No pudimos verificar tu pago con el proveedor. Inténtalo de nuevo en unos segundos.',
  invalidBody: 'El cuerpo de la solicitud no es JSON válido.',
  demoOnly: 'Esta operación solo existe en modo de prueba.',
  stripeOnly: 'Este endpoint requiere Stripe configurado.',
  invalidSignature: 'Firma del webhook inválida.',
  // Milestone 1 and the final payment (issue 11): payable once staff ask for them.
  paymentNotRequested: 'Este pago todavía no está disponible. Te avisaremos por correo cuando puedas pagarlo.',
  planPaymentPaid: 'Este pago ya fue registrado.',
  /** A request staff cancelled (its checkout shows the same words). */
  requestCancelled: 'Esta solicitud fue cancelada, así que ya no recibe pagos. Si quieres retomarla, escríbenos y la reactivamos.',
  billingInvalid: 'Revisa los datos de facturación.',
  webhookFailed: 'No se pudo procesar el evento; Stripe lo reintentará.',
  malformedEvent: 'El evento de Stripe no tiene la forma de un PaymentIntent; no se reintentará con éxito.',
} as const

/** How the checkout's routes read their JSON bodies (lib/http/route): a checkout call is a few hundred bytes. */
export const CHECKOUT_BODY = { maxBytes: 16_000, messages: { invalidJson: CHECKOUT_MESSAGES.invalidBody } } as const
