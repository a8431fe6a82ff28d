'use client';
// The footer banner slider (SPEC.md section 9): one 277×342 slide at a time, the next one every 3000 ms with a
// 1500 ms transition, paused while the pointer or the keyboard focus is on it. A CSS transform does the moving: the
// spec gives the transition in milliseconds, which a carousel library's speed setting cannot promise, and it keeps
// the footer free of carousel code.
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useFooterBanners } from '../hooks/use-footer-banners';
import { menuTarget } from '../menu-target';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_HEIGHT,
  BANNER_TRANSITION_MS,
  BANNER_WIDTH,
  wrapSlide,
} from '../slider-timing';

const arrowClass =
  'absolute top-1/2 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow focus-visible:outline-2 focus-visible:outline-brand';

// A banner's link follows the menu rules: no script URLs, whoever typed them in.
function bannerHref(url: string): string | undefined {
  const target = menuTarget(url);
  return target.kind === 'internal' || target.kind === 'external' ? target.href : undefined;
}

export function FooterBanners() {
  const t = useTranslations('Shell');
  const banners = useFooterBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => wrapSlide(current, 1, count)),
      BANNER_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative shrink-0 overflow-hidden rounded-2xl"
      style={{ width: BANNER_WIDTH, height: BANNER_HEIGHT }}
    >
      <ul
        className="flex h-full ease-in-out"
        style={{
          transform: `translateX(-${index * BANNER_WIDTH}px)`,
          transition: `transform ${BANNER_TRANSITION_MS}ms`,
        }}
      >
        {banners.map((banner, position) => (
          <li
            key={banner.id}
            aria-roledescription="slide"
            aria-hidden={position !== index}
            className="h-full shrink-0"
            style={{ width: BANNER_WIDTH }}
          >
            <a
              href={bannerHref(banner.url)}
              tabIndex={position === index ? 0 : -1}
              className="block h-full focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Image
                src={banner.image.url}
                alt={banner.image.caption}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                unoptimized
                className="h-full w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t('bannerPrev')}
            onClick={() => setIndex((current) => wrapSlide(current, -1, count))}
            className={`${arrowClass} left-2`}
          >
            <ChevronDownIcon className="size-5 rotate-90" />
          </button>
          <button
            type="button"
            aria-label={t('bannerNext')}
            onClick={() => setIndex((current) => wrapSlide(current, 1, count))}
            className={`${arrowClass} right-2`}
          >
            <ChevronDownIcon className="size-5 -rotate-90" />
          </button>
        </>
      ) : null}
    </section>
  );
}
