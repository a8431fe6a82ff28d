// `/certificates`: gift certificates (PRODUCT.md "Gift certificates"): the designs, a nominal and a count, a live
// preview, the buyer and the payment (features/certificates). The page is a shell: the designs are read in the
// browser, as the form needs them.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { CertificateShop } from '@/features/certificates/components/certificate-shop';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../_components/metadata-locale';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Certificates' });
  return pageMetadata({
    locale,
    path: routes.certificates,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Certificates');
  return (
    <Container className="py-8 md:py-12">
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
        <p className="max-w-3xl text-ink">{t('lead')}</p>
        <ScopedClientMessages locale={locale} namespaces={['Certificates', 'Cart', 'Forms', 'PaymentResult']}>
          <CertificateShop />
        </ScopedClientMessages>
      </div>
    </Container>
  );
}
