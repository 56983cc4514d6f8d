import 'server-only'
import { Text } from '@react-email/components'
import { createElement } from 'react'
import { SIGN_IN_EMAIL_KIND, type OutgoingEmail } from '@/lib/db/outbox'
import { ActionButton, EmailLayout, paragraph } from './email-layout'
import { renderEmail } from './render-email'


export function SignInEmail({ link, agencyName }: { link: string; agencyName: string }) {
  return (
    <EmailLayout
      preview="Tu enlace para entrar a tu área de cliente"
      title="Entra a tu área de cliente"
      footer={`${agencyName}. Si no pediste este enlace, ignora este correo: nadie puede entrar sin él.`}
    >
      <Text style={paragraph}>Usa este botón para ver tus proyectos, pagos y documentos. El enlace vale 15 minutos y sirve una sola vez.</Text>
      <ActionButton href={link}>Entrar a mi área de cliente</ActionButton>
      <Text style={{ ...paragraph, marginTop: '16px', fontSize: '13px' }}>Si el botón no funciona, copia esta dirección en tu navegador: {link}</Text>
    </EmailLayout>
  )
}

export async function signInEmail(to: string, link: string, agencyName: string): Promise<OutgoingEmail> {
  return { kind: SIGN_IN_EMAIL_KIND, to, subject: 'Tu enlace de acceso a Webso', ...(await renderEmail(createElement(SignInEmail, { link, agencyName }))) }
}
