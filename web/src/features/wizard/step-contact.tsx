import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { TextAreaField, TextField } from '@/components/ui/field'
import type { WizardValues } from './wizard-values'

type Props = { register: UseFormRegister<WizardValues>; errors: FieldErrors<WizardValues> }

/** Step 5: who we talk to. Name, e-mail and phone are required (asterisk), company and message optional. */
export function StepContact({ register, errors }: Props) {
  const e = errors.contactInfo
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">
        Así sabremos a quién enviar la propuesta. Los campos con <span aria-hidden="true">*</span>
        <span className="sr-only">asterisco</span> son obligatorios.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          id="contact-nombre"
          label="Nombre completo"
          required
          autoComplete="name"
          error={e?.nombre?.message}
          registration={register('contactInfo.nombre')}
        />
        <TextField
          id="contact-empresa"
          label="Empresa"
          autoComplete="organization"
          error={e?.empresa?.message}
          registration={register('contactInfo.empresa')}
        />
        <TextField
          id="contact-email"
          label="Correo electrónico"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Te enviaremos aquí la confirmación y la propuesta."
          error={e?.email?.message}
          registration={register('contactInfo.email')}
        />
        <TextField
          id="contact-telefono"
          label="Teléfono"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Con lada, por ejemplo 646 123 4567."
          error={e?.telefono?.message}
          registration={register('contactInfo.telefono')}
        />
      </div>
      <TextAreaField
        id="contact-mensaje"
        label="Mensaje"
        hint="Cuéntanos de tu negocio, ejemplos que te gusten o cualquier detalle importante."
        error={e?.mensaje?.message}
        registration={register('contactInfo.mensaje')}
      />
    </div>
  )
}
