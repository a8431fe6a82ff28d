'use client';
// The main slides of a city's home page: a carousel that advances by itself (paused while hovered or focused, and
// not at all for visitors who prefer reduced motion), with previous/next buttons and a dot per slide. Built on the
// browser's own scroll snapping (swipe on phones comes free) instead of a carousel library: it sits on the home
// page's first load, which has a 170 KB budget.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { safeHref } from '@/lib/routes';
import type { TMainSlide } from '../api/home.api';

type MainSliderProps = {
  slides: readonly TMainSlide[];
  // Labels come translated from the server; one "go to slide N" label per slide.
  labels: { region: string; previous: string; next: string; goTo: readonly string[] };
};

const AUTOPLAY_MS = 5000;
const controlClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-ink shadow md:flex hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function MainSlider({ slides, labels }: MainSliderProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  const scrollTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || slides.length === 0) return;
      const wrapped = (index + slides.length) % slides.length;
      track.scrollTo({ left: wrapped * track.clientWidth, behavior: 'smooth' });
    },
    [slides.length],
  );

  // The slide in view decides the current dot, whether it got there by a button, autoplay or a swipe.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => setSelected(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => scrollTo(selected + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, selected, slides.length, scrollTo]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden rounded-2xl">
        <ul
          ref={trackRef}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className="relative min-w-0 flex-[0_0_100%] snap-start"
            >
              <a
                href={safeHref(slide.url)}
                className="relative block aspect-[16/9] focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white sm:aspect-[8/3]"
              >
                <LazyImage
                  src={slide.image.url}
                  alt=""
                  fill
                  eager={index === 0}
                  sizes="(min-width: 1260px) 1228px, 100vw"
                  className="object-cover"
                />
                {/* The art has no words: the title and subtitle are written here, in the page's language, on a
                    shade over the art's calm left side, clear of the arrows (md and up) at the sides. */}
                <span className="absolute inset-0 flex flex-col justify-end gap-1 bg-linear-to-r from-black/60 via-black/25 to-transparent p-4 text-white sm:p-8 md:px-20 md:py-10">
                  <span className="max-w-2xl font-serif text-2xl leading-tight font-bold break-words sm:text-3xl lg:text-5xl">
                    {slide.title}
                  </span>
                  {slide.subtitle ? (
                    <span className="max-w-2xl text-sm opacity-90 sm:text-base lg:text-xl">
                      {slide.subtitle}
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => scrollTo(selected - 1)}
            aria-label={labels.previous}
            className={`${controlClass} left-3`}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => scrollTo(selected + 1)}
            aria-label={labels.next}
            className={`${controlClass} right-3`}
          >
            ›
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={labels.goTo[index]}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span
                  className={`block size-2.5 rounded-full ${index === selected ? 'bg-brand' : 'bg-line'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
