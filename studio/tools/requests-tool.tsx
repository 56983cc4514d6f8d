import {InboxIcon} from '@sanity/icons/Inbox'
import {Button, Card, Container, Heading, Stack, Text} from '@sanity/ui'
import type {Tool} from 'sanity'

/**
 * "Solicitudes" in the studio's top bar: staff live in the studio, and the requests live in the
 * site's back office (/equipo), where the same staff e-mail signs in. The tool only opens it.
 */
export function requestsTool(siteOrigin: string): Tool {
  const url = `${siteOrigin.replace(/\/+$/, '')}/equipo`
  return {
    name: 'solicitudes',
    title: 'Solicitudes',
    icon: InboxIcon,
    component: function RequestsTool() {
      return (
        <Container width={1} padding={4}>
          <Card padding={4} radius={3} shadow={1}>
            <Stack gap={4}>
              <Heading as="h1" size={2}>
                Solicitudes de proyecto
              </Heading>
              <Text muted>
                Las solicitudes, sus pagos y los correos enviados se atienden en el área del equipo del
                sitio. Entra con tu correo del equipo.
              </Text>
              <Button as="a" href={url} target="_blank" rel="noopener" tone="primary" text="Abrir Solicitudes" icon={InboxIcon} />
            </Stack>
          </Card>
        </Container>
      )
    },
  }
}
