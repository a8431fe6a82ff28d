'use client';
// The scroll-to-top button (SPEC.md section 2): shown once the page is scrolled past one viewport height.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

export function ScrollToTop() {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-40 inline-flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-lg transition-colors hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
