import { TextAreaField, TextField } from '@/components/ui/field'
import type { RegisterField, WizardErrors } from './use-wizard-form'

type Props = { register: RegisterField; errors: WizardErrors }

/** Step 5: who we talk to. Name, e-mail and phone are required (asterisk), company and message optional. */
export function StepContact({ register, errors }: Props) {
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
          error={errors['contactInfo.nombre']}
          registration={register('contactInfo.nombre')}
        />
        <TextField
          id="contact-empresa"
          label="Empresa"
          autoComplete="organization"
          error={errors['contactInfo.empresa']}
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
          error={errors['contactInfo.email']}
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
          error={errors['contactInfo.telefono']}
          registration={register('contactInfo.telefono')}
        />
      </div>
      <TextAreaField
        id="contact-mensaje"
        label="Mensaje"
        hint="Cuéntanos de tu negocio, ejemplos que te gusten o cualquier detalle importante."
        error={errors['contactInfo.mensaje']}
        registration={register('contactInfo.mensaje')}
      />
    </div>
  )
}
