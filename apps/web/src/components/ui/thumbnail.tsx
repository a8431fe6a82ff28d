// A small decorative square picture beside a name (an artist's photo, a venue's logo): fetched at the one width it
// is shown at, and hidden from screen readers since the name next to it says everything.
import { LazyImage } from './lazy-image';

type ThumbnailProps = {
  src: string | null | undefined;
  /** The largest size it is shown at, in CSS pixels. */
  size: number;
  className: string;
  eager?: boolean;
};

export function Thumbnail({ src, size, className, eager = false }: ThumbnailProps) {
  return (
    <LazyImage
      src={src}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      eager={eager}
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
