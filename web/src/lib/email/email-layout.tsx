import 'server-only'
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

// The site's tokens (app/globals.css), inlined: e-mail clients ignore style sheets.
export const colors = { ink: '#0f172a', inkSoft: '#334155', muted: '#5b6475', line: '#e2e8f0', brand: '#4338ca', surfaceAlt: '#f5f7fb' }

const body: CSSProperties = { backgroundColor: colors.surfaceAlt, fontFamily: 'Inter, Segoe UI, Roboto, Helvetica, Arial, sans-serif', color: colors.ink, margin: 0, padding: '24px 0' }
const container: CSSProperties = { backgroundColor: '#ffffff', borderRadius: '16px', border: `1px solid ${colors.line}`, padding: '32px', maxWidth: '600px' }
export const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '24px', color: colors.inkSoft, margin: '0 0 12px' }
export const sectionTitle: CSSProperties = { fontSize: '17px', fontWeight: 700, color: colors.ink, margin: '24px 0 8px' }
const footer: CSSProperties = { fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: 0 }

export function EmailLayout(props: { preview: string; title: string; footer: string; children: ReactNode }) {
  return (
    <Html lang="es-MX">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={{ fontSize: '14px', fontWeight: 700, color: colors.brand, letterSpacing: '0.08em', margin: '0 0 8px' }}>WEBSO</Text>
          <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '0 0 16px', color: colors.ink }}>
            {props.title}
          </Heading>
          {props.children}
          <Hr style={{ borderColor: colors.line, margin: '28px 0 16px' }} />
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

const actionButton: CSSProperties = { backgroundColor: colors.brand, color: '#ffffff', borderRadius: '999px', padding: '12px 24px', fontWeight: 700, fontSize: '15px' }

/** The one call to action of a message ("Ver mi proyecto", "Entrar a mi área de cliente"). */
export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={props.href} style={actionButton}>
        {props.children}
      </Button>
    </Section>
  )
}

/** A label and its value on one line of a table; `strong` for totals. */
export function Row(props: { label: string; value: string; strong?: boolean }) {
  const cell: CSSProperties = { fontSize: '14px', lineHeight: '22px', padding: '4px 0', color: props.strong ? colors.ink : colors.inkSoft, fontWeight: props.strong ? 700 : 400 }
  return (
    <tr>
      <td style={cell}>{props.label}</td>
      <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '16px' }}>{props.value}</td>
    </tr>
  )
}

export function Rows(props: { children: ReactNode }) {
  return (
    <Section>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
        <tbody>{props.children}</tbody>
      </table>
    </Section>
  )
}

/** A numbered list of steps ("Próximos pasos", "Qué sigue"), as paragraphs every client renders alike. */
export function StepList(props: { steps: readonly string[] }) {
  return (
    <Section>
      {props.steps.map((step, index) => (
        <Text key={step} style={paragraph}>
          {index + 1}. {step}
        </Text>
      ))}
    </Section>
  )
}
