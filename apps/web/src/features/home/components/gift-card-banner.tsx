// The gift-certificate banner of a city's home page: an image with its title and text, linking to the offer.
import { LazyImage } from '@/components/ui/lazy-image';
import { safeHref } from '@/lib/routes';
import type { TGiftCardBanner } from '../api/home.api';

export function GiftCardBanner({ banner }: { banner: TGiftCardBanner }) {
  return (
    <a
      href={safeHref(banner.url)}
      className="group grid overflow-hidden rounded-2xl bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <div className="relative aspect-[3/1]">
        <LazyImage
          src={banner.image.url}
          alt=""
          fill
          sizes="(min-width: 1260px) 1228px, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col gap-1 p-4 md:px-8 md:py-6">
        <p className="text-xl font-bold text-ink group-hover:text-brand md:text-2xl">{banner.title}</p>
        {banner.text ? <p className="text-muted">{banner.text}</p> : null}
      </div>
    </a>
  );
}
