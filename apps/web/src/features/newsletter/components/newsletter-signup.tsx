'use client';
// The newsletter signup of the footer: its heading and text at once, the form (react-hook-form, zod and the
// contracts) downloaded when the visitor scrolls near it, in a box of the form's height so nothing jumps.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

const NewsletterForm = dynamic(() => import('./newsletter-form'), { ssr: false });

export function NewsletterSignup() {
  const t = useTranslations('Newsletter');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} aria-labelledby="newsletter-title" className="flex flex-col gap-3">
      <h2 id="newsletter-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('text')}</p>
      <div className="min-h-48 sm:min-h-32">{near ? <NewsletterForm /> : null}</div>
    </section>
  );
}
