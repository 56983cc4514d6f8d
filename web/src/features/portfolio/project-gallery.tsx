import { PlainImage } from '@/components/ui/plain-image'
import type { CmsImage } from './types'

type Props = { title: string; images: ReadonlyArray<CmsImage> }

/**
 * The project's three images in a 4:3 grid. The alt text follows the spec: the title plus "Imagen"
 * and the image's position (1 to 3). The first image is the likely LCP element, so it loads eagerly.
 */
export function ProjectGallery({ title, images }: Props) {
  const shown = images.slice(0, 3).map((image, index) => ({ url: image.url, position: index + 1 }))
  if (!shown.some((image) => image.url)) return null
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {shown.map(({ url, position }) =>
        url ? (
          <li
            key={position}
            className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-surface-alt shadow-card"
          >
            <PlainImage
              src={url}
              alt={`${title} Imagen ${position}`}
              fill
              sizes="(min-width: 1152px) 352px, (min-width: 640px) 33vw, 100vw"
              className="object-cover"
              loading={position === 1 ? 'eager' : 'lazy'}
              fetchPriority={position === 1 ? 'high' : 'auto'}
            />
          </li>
        ) : null,
      )}
    </ul>
  )
}
