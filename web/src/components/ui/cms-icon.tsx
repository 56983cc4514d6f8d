import { CircleCheck, HelpCircle, Layers, Monitor, ShoppingCart, Smile, Users, type LucideIcon } from 'lucide-react'

/** The icon names editors can choose in the studio, mapped to their glyphs. */
const icons: Record<string, LucideIcon> = {
  monitor: Monitor,
  'shopping-cart': ShoppingCart,
  layers: Layers,
  smile: Smile,
  'check-circle': CircleCheck,
  users: Users,
}

/** A CMS icon; an unknown name shows a neutral glyph rather than breaking the page. */
export function CmsIcon({ name, className = 'size-6' }: { name: string | null; className?: string }) {
  const Icon = (name && icons[name]) || HelpCircle
  return <Icon aria-hidden="true" className={className} />
}
