// The back office's preview of a performance page (issue 30, /manage/performances/{id}/preview): the storefront's own
// performance components (hero, schedule, description, cast, venue) drawn from GET /manage/performances/{id}/preview,
// which answers the public page's shape whatever the performance's publication, to its venue's managers and
// administrators only. Read per request with the editor's own cookie and never cached (`no-store`), so a draft never
// enters a shared cache; anybody else gets the site's 404. Marked as a preview above the page; never indexed. The
// storefront imports nothing of this (manage-boundary.test.ts): the import goes the other way only.

import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import { type TPerformancePreview, ZPerformancePreview } from '@afisha/contracts/manage/performance-preview';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { PerformanceAbout } from '@/features/performance/components/performance-about';
import { PerformanceHero } from '@/features/performance/components/performance-hero';
import { SessionList } from '@/features/performance/components/session-list';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { createApiClient } from '@/lib/api-client';
import { getApiInternalUrl, getInternalApiSecret } from '@/lib/env';

/** The preview's data, with the signed-in editor's cookie; null: not found for this person (or not signed in). */
export const fetchPerformancePreview = cache(
  async (locale: string, id: string): Promise<TPerformancePreview | null | 'unavailable'> => {
    if (!/^\d{1,9}$/.test(id)) return null;
    const secret = getInternalApiSecret();
    const client = createApiClient({
      baseUrl: getApiInternalUrl(),
      init: { cache: 'no-store' },
      headers: {
        cookie: (await cookies()).toString(),
        ...(secret ? { [INTERNAL_SECRET_HEADER]: secret } : {}),
      },
    });
    const result = await client.get(`/manage/performances/${id}/preview`, ZPerformancePreview, { locale });
    if (result.ok) return result.data;
    return result.reason === 'status' && result.status !== undefined && result.status < 500
      ? null
      : 'unavailable';
  },
);

export async function PerformancePreview({ locale, id }: { locale: AppLocale; id: string }) {
  const preview = await fetchPerformancePreview(locale, id);
  if (preview === null) notFound();
  if (preview === 'unavailable') return <ApiUnavailable />;
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'Manage.preview' }),
    getTranslations({ locale, namespace: 'Performance' }),
  ]);
  const { performance, sessions } = preview;
  return (
    <div className="flex flex-col gap-4 pt-4">
      <Container>
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-bold">{preview.visible ? t('bannerVisible') : t('banner')}</p>
          <Link href={`/manage/performances/${performance.id}`} className="font-semibold underline">
            {t('backToEditor')}
          </Link>
          {preview.draft_sessions > 0 ? (
            <p className="w-full text-sm">{t('draftSessions', { count: preview.draft_sessions })}</p>
          ) : null}
        </div>
      </Container>
      <ScopedClientMessages locale={locale} namespaces={['Performance']}>
        <Container className="flex flex-col gap-12 py-8 md:py-12">
          <PerformanceHero performance={performance} />
          <Section id="schedule" title={page('schedule')} className="scroll-mt-24">
            <SessionList sessions={sessions} />
          </Section>
          <PerformanceAbout performance={performance} />
        </Container>
      </ScopedClientMessages>
    </div>
  );
}
