import { getImageProps, type ImageProps } from 'next/image'

/**
 * An image with next/image's optimisation (srcset through /_next/image, sizes, lazy loading, async
 * decoding, the `fill` styles) rendered as a plain `<img>` (Next's documented `getImageProps`), so no
 * page ships next/image's client component only to hydrate images that never change after load.
 */
export function PlainImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props)
  // The alt text is in `imageProps` (getImageProps passes it through).
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...imageProps} />
}
