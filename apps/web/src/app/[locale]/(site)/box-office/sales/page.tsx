// `/box-office/sales`: sales figures and the CSV export (features/box-office). Never indexed.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SalesReport } from '@/features/box-office/components/sales-report';
import { toAppLocale } from '@/i18n/app-locale';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'BoxOffice.sales' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('BoxOffice.sales');
  return (
    <Container className="py-6 md:py-8">
      <div className="flex flex-col gap-5">
        <h1 className="text-2xl font-bold text-ink md:text-4xl">{t('heading')}</h1>
        <SalesReport />
      </div>
    </Container>
  );
}
