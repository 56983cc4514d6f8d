import type { PaymentMethod } from '@/domain/orders/request-rules'
import type { PricingTables } from '@/domain/pricing/tables'
import { Badge, ChoiceCard } from './choice-card'
import { ratePercent } from './format'

type Props = { tables: PricingTables; value: PaymentMethod; onChange: (method: PaymentMethod) => void }

/** Step 6: how the deposit is paid. Card only for now; bank transfer is shown as coming soon. */
export function StepPayment({ tables, value, onChange }: Props) {
  const deposit = ratePercent(tables.depositRateBp)
  return (
    <fieldset>
      <legend className="mb-4 text-ink-soft">
        Para iniciar tu proyecto se paga un anticipo del {deposit} del total. Elige cómo pagarlo.
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        <ChoiceCard
          type="radio"
          name="paymentMethod"
          value="card"
          checked={value === 'card'}
          onChange={() => onChange('card')}
          title="Tarjeta de Crédito/Débito"
          description="Pago seguro procesado por Stripe. Aceptamos Visa, Mastercard y American Express."
        />
        <ChoiceCard
          type="radio"
          name="paymentMethod"
          value="transfer"
          checked={false}
          disabled
          onChange={() => undefined}
          title="Transferencia Bancaria"
          aside={<Badge tone="muted">Próximamente</Badge>}
          description="Muy pronto podrás pagar por transferencia (SPEI). Por ahora, paga tu anticipo con tarjeta."
        />
      </div>
    </fieldset>
  )
}
