'use client';
// Brings the cart's body in lazily (next/dynamic, browser only): the cart is the visitor's own, so the page served
// from the cache is only its heading; TanStack Query and the contracts' schemas load with the body, on this page.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

function Loading() {
  const t = useTranslations('Cart');
  return (
    <p role="status" className="rounded-2xl border border-line p-4 text-muted md:p-6">
      {t('loading')}
    </p>
  );
}

const CartView = dynamic(() => import('./cart-view'), { ssr: false, loading: Loading });

export function CartLoader() {
  return <CartView />;
}
