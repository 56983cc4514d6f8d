/** What the back office shows while a page reads the database. */
export function StaffLoading() {
  return (
    <p role="status" className="p-8 text-center text-ink-soft">
      Cargando...
    </p>
  )
}
