// Every content image of the site (posters, logos, slides, banners): loaded lazily at the responsive width the
// layout asks for (`sizes`), at quality 75, with a 100×100 blurred placeholder until it arrives (SPEC.md section 9).
import Image, { type ImageProps } from 'next/image';
import { mediaSrc } from '@/lib/routes';

// A neutral 100×100 SVG: Next blurs it and shows it as the image's background until the image has loaded.
export const BLUR_PLACEHOLDER =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMDAiIGhlaWdodD0iMTAwIj48cmVjdCB3aWR0aD0iMTAwIiBoZWlnaHQ9IjEwMCIgZmlsbD0iI2UzZTNlOCIvPjxjaXJjbGUgY3g9IjUwIiBjeT0iNDUiIHI9IjI4IiBmaWxsPSIjZDBkMGQ4Ii8+PC9zdmc+';

type LazyImageProps = Omit<ImageProps, 'src' | 'placeholder' | 'blurDataURL' | 'quality'> & {
  src: string | null | undefined;
  /** The first image a visitor sees (a hero slide): fetched at once instead of lazily. */
  eager?: boolean;
};

export function LazyImage({ src, eager = false, alt, className = '', ...props }: LazyImageProps) {
  const url = mediaSrc(src);
  if (!url) return <div aria-hidden="true" className={`bg-surface ${className}`} />;
  return (
    <Image
      {...props}
      src={url}
      alt={alt}
      className={className}
      quality={75}
      placeholder="blur"
      blurDataURL={BLUR_PLACEHOLDER}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
