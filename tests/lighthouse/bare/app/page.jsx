export default function Page() {
  return (
    <main>
      <h1>Página base</h1>
      <p>Una página mínima de Next.js 16, sin estilos ni scripts propios.</p>
    </main>
  )
}
