import { LogOut } from 'lucide-react'
import { paths } from '@/config/paths'
import { buttonClasses } from './button-styles'

/** "Cerrar sesión": a plain form post (works without JavaScript), for clients and staff alike. */
export function SignOutButton() {
  return (
    <form action={paths.signOut} method="post">
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        <LogOut aria-hidden="true" className="size-4" />
        Cerrar sesión
      </button>
    </form>
  )
}
