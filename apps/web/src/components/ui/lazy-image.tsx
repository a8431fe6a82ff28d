// Every content image of the site (posters, logos, slides, banners): loaded lazily at the responsive width the
// layout asks for (`sizes`), at quality 75, with a 100×100 blurred placeholder until it arrives (SPEC.md section 9).
import Image, { type ImageProps } from 'next/image';
import { mediaSrc } from '@/lib/routes';

// The placeholder is the `image-placeholder` class of globals.css: one blurred 100×100 SVG declared once in the
// stylesheet instead of a data URL repeated on every image of the page.
export const PLACEHOLDER_CLASS = 'image-placeholder';

type LazyImageProps = Omit<ImageProps, 'src' | 'placeholder' | 'blurDataURL' | 'quality'> & {
  src: string | null | undefined;
  /** The first image a visitor sees (a hero slide): fetched at once instead of lazily. */
  eager?: boolean;
};

export function LazyImage({ src, eager = false, alt, className = '', ...props }: LazyImageProps) {
  const url = mediaSrc(src);
  if (!url) return <div aria-hidden="true" className={`${PLACEHOLDER_CLASS} ${className}`} />;
  return (
    <Image
      {...props}
      src={url}
      alt={alt}
      className={`${PLACEHOLDER_CLASS} ${className}`}
      quality={75}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
