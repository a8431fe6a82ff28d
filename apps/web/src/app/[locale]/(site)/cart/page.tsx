// `/cart`: the visitor's held seats by session with the countdown to the end of the hold (PRODUCT.md "Cart"). The
// page is a shell without any personal data, cached like any page and never indexed; the cart itself is read and
// drawn in the browser (features/cart/components/cart-view.tsx).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { CartLoader } from '@/features/cart/components/cart-loader';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { noPrerender } from '../_components/on-demand';

// Rebuilt at most once a minute for the layout's site settings; nothing in it is the visitor's.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type CartPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function CartPage({ params }: CartPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Cart');
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
      <ScopedClientMessages locale={locale} namespaces={['Cart']}>
        <CartLoader />
      </ScopedClientMessages>
    </Container>
  );
}
