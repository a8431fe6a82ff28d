// `/manage/performances/{id}/preview`: the performance's public page as visitors will see it, for a draft or an
// unpublished one, to the people who may manage it (features/manage/performances/performance-preview.tsx); a real
// 404 for everybody else, which is why it sits outside the back office's frame (../../../../layout.tsx). Rendered per
// request, never cached, never indexed.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  fetchPerformancePreview,
  PerformancePreview,
} from '@/features/manage/performances/performance-preview';
import { toAppLocale } from '@/i18n/app-locale';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toAppLocale(raw);
  const preview = await fetchPerformancePreview(locale, id);
  const t = await getTranslations({ locale, namespace: 'Manage.preview' });
  return {
    title:
      preview && preview !== 'unavailable' ? t('title', { title: preview.performance.title }) : t('link'),
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = toAppLocale(raw);
  setRequestLocale(locale);
  return <PerformancePreview locale={locale} id={id} />;
}
