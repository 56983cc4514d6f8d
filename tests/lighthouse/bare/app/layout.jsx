// A bare Next.js 16 page: the yardstick `npm run lighthouse` measures the site against.
export const metadata = { title: 'Página base', description: 'Una página mínima de Next.js para comparar.' }

export default function RootLayout({ children }) {
  return (
    <html lang="es-MX">
      <body>{children}</body>
    </html>
  )
}
