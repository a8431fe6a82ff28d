// `/faq`: questions and answers by category, each question expandable from the keyboard.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchFaqCategories, fetchFaqItems } from '@/features/content/api/content.api';
import { FaqList } from '@/features/content/components/faq-list';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { metadataLocale } from '../_components/metadata-locale';
import { noPrerender } from '../_components/on-demand';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type FaqPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return pageMetadata({ locale, path: routes.faq, title: t('metaTitle'), description: t('metaDescription') });
}

export default async function FaqPage({ params }: FaqPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [t, categories] = await Promise.all([getTranslations('Faq'), fetchFaqCategories(locale)]);
  if (!categories.ok) return <ApiUnavailable />;
  const items = await Promise.all(categories.data.map((category) => fetchFaqItems(locale, category.slug)));
  const groups = categories.data
    .map((category, index) => {
      const result = items[index];
      return { category, items: result?.ok ? result.data : [] };
    })
    .filter((group) => group.items.length > 0);
  return (
    <ListingPage heading={t('heading')} empty={t('empty')} isEmpty={groups.length === 0}>
      <FaqList groups={groups} />
    </ListingPage>
  );
}
