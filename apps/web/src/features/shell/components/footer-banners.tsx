'use client';
// The footer banner slider (SPEC.md section 9): one 277×342 slide at a time, the next one every 3000 ms with a
// 1500 ms transition, paused while the pointer or the keyboard focus is on it (and still for visitors who prefer
// reduced motion). Each banner's caption is written over its art, in the page's language. A CSS transform does the
// moving: the spec gives the transition in milliseconds, which a carousel library's speed setting cannot promise,
// and it keeps the footer free of carousel code.
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
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
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
      <div
        className="flex h-full ease-in-out"
        style={{
          width: count * BANNER_WIDTH,
          transform: `translateX(-${index * BANNER_WIDTH}px)`,
          transition: `transform ${BANNER_TRANSITION_MS}ms`,
        }}
      >
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a labelled group, not a form's fieldset.
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('bannerSlide', { index: position + 1, count })}
            aria-hidden={position !== index}
            className="relative h-full shrink-0 overflow-hidden"
            style={{ width: BANNER_WIDTH }}
          >
            <a
              href={bannerHref(banner.url)}
              tabIndex={position === index ? 0 : -1}
              className="block h-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <Image
                src={banner.image.url}
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                unoptimized
                className="absolute inset-0 h-full w-full object-cover"
              />
              {/* The caption is the banner's words, in the page's language (the art has none). It sits in the
                  lower part, below the arrows, which are centred on the slide's height. */}
              <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/75 to-transparent px-4 pt-12 pb-5 text-xl leading-tight font-extrabold break-words text-white">
                {banner.image.caption}
              </span>
            </a>
          </div>
        ))}
      </div>
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
