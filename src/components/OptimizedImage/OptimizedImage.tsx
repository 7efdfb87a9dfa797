import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimized `<img>` (a srcset through `/_next/image`, lazy loading, intrinsic size)
 * rendered on the server only. These images need no behaviour in the browser, and next/image's
 * client component would add its script to every page that shows one.
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImageProps(props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- `alt` is required by ImageProps and spread here
  return <img {...img} />
}
