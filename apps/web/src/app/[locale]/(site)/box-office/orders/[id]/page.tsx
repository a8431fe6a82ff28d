// `/box-office/orders/{id}`: one order for the clerk (features/box-office). Never indexed; a malformed id is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { OrderDetail } from '@/features/box-office/components/order-detail';
import { toAppLocale } from '@/i18n/app-locale';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'BoxOffice.order' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  const { locale: raw, id } = await params;
  setRequestLocale(toAppLocale(raw));
  const orderId = Number(id);
  if (!/^\d{1,10}$/.test(id) || orderId < 1 || orderId > 2_147_483_647) notFound();
  return (
    <Container className="py-6 md:py-8">
      <OrderDetail id={orderId} />
    </Container>
  );
}
