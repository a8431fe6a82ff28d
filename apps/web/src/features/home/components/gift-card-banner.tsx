// The gift-certificate banner of a city's home page: an image with its title and text, linking to the offer.
import { LazyImage } from '@/components/ui/lazy-image';
import { safeHref } from '@/lib/routes';
import type { TBanner } from '../api/home.api';

export function GiftCardBanner({ banner, fallbackTitle }: { banner: TBanner; fallbackTitle: string }) {
  return (
    <a
      href={safeHref(banner.url)}
      className="group grid overflow-hidden rounded-2xl bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:grid-cols-2"
    >
      <div className="relative aspect-[5/3]">
        <LazyImage
          src={banner.image?.url}
          alt={banner.image?.caption ?? ''}
          fill
          sizes="(min-width: 768px) 630px, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col justify-center gap-2 p-6 md:p-10">
        <p className="text-2xl font-bold text-ink group-hover:text-brand md:text-3xl">
          {banner.title ?? fallbackTitle}
        </p>
        {banner.text ? <p className="text-lg text-muted">{banner.text}</p> : null}
      </div>
    </a>
  );
}
