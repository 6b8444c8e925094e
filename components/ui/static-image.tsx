import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's markup from the server alone: the same <img> attributes (fill styles, sizes,
 * lazy loading, data-nimg) without the client component, so pages that only show images load
 * no image code. `preload` hints the image at high priority, as next/image's own does; a data: URL
 * is only marked high priority.
 */
export function StaticImage({ preload = false, alt, ...image }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad'>) {
  const { props } = getImageProps({ ...image, alt, preload });
  // An image written into the page (a data: URL) has nothing to fetch.
  if (preload && !props.src.startsWith('data:')) preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, see above
  return <img {...props} alt={alt} fetchPriority={preload ? 'high' : props.fetchPriority} />;
}
