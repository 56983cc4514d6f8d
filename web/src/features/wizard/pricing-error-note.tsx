/** Pricing errors under the spec's heading "Error en el cálculo", with what to do next. */
export function PricingErrorNote({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="mt-2 rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-danger">
      <p className="font-semibold">Error en el cálculo</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <p className="mt-1">Revisa tus elecciones en los pasos anteriores; si el problema sigue, escríbenos.</p>
    </div>
  )
}
