// Any localized path no other route matches: a CMS page when the API has one at that path (GET /pages/find),
// otherwise the translated 404 inside the site's shell.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { fetchCmsPage } from '@/features/content/api/content.api';
import { cmsPath } from '@/features/content/cms-path';
import { CmsHtml } from '@/features/content/components/cms-html';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../_components/metadata-locale';
import { notFoundMetadata } from '../_components/not-found-metadata';
import { noPrerender } from '../_components/on-demand';
import { recordMetadata, recordOrNotFound } from '../_components/record-page';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type CmsPageProps = { params: Promise<{ locale: string; rest: string[] }> };

export async function generateMetadata({ params }: CmsPageProps): Promise<Metadata> {
  const { rest } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const path = cmsPath(rest);
  if (!path) return notFoundMetadata(locale);
  return recordMetadata(locale, await fetchCmsPage(locale, path), (page) =>
    pageMetadata({ locale, path: page.path, title: page.title, description: page.title }),
  );
}

export default async function CmsPage({ params }: CmsPageProps) {
  const { locale: rawLocale, rest } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const path = cmsPath(rest);
  if (!path) notFound();
  const page = recordOrNotFound(await fetchCmsPage(locale, path));
  if (!page) return <ApiUnavailable />;
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">{page.title}</h1>
      <CmsHtml html={page.body} />
    </Container>
  );
}
