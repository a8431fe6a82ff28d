// `/perfomances/{slug}` (spelled as SPEC.md spells it): everything about one performance, its schedule with buy
// buttons, reviews, share links and recommendations, plus schema.org Event data for each upcoming session. The page
// is cached and the same for everybody; what is the visitor's own (the favourite heart, the review form, recording
// the visit in their history) happens in the browser.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { Container } from '@/components/ui/container';
import { InlineUnavailable } from '@/components/ui/inline-unavailable';
import { Section } from '@/components/ui/section';
import { RecordView } from '@/features/account/components/record-view';
import {
  fetchPerformance,
  fetchReviews,
  fetchSessions,
  fetchShareLinks,
  fetchSimilar,
} from '@/features/performance/api/performance.api';
import { PerformanceAbout } from '@/features/performance/components/performance-about';
import { PerformanceHero } from '@/features/performance/components/performance-hero';
import { ReviewList } from '@/features/performance/components/review-list';
import { SessionList } from '@/features/performance/components/session-list';
import { ShareLinks } from '@/features/performance/components/share-links';
import { performanceJsonLd, serializeJsonLd } from '@/features/performance/performance-json-ld';
import { posterOf } from '@/features/performance/poster';
import { PostedReview } from '@/features/reviews/components/posted-review';
import { ReviewComposer } from '@/features/reviews/components/review-composer';
import { ReviewStateProvider, UntilReviewed } from '@/features/reviews/components/review-state';
import { ApiUnavailable } from '@/features/shell/components/api-unavailable';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { getPublicSiteUrl } from '@/lib/env';
import { routes } from '@/lib/routes';
import { localizedPath, pageMetadata } from '@/lib/seo/page-metadata';
import { metadataLocale } from '../../_components/metadata-locale';
import { noPrerender } from '../../_components/on-demand';
import { recordMetadata, recordOrNotFound } from '../../_components/record-page';

// Cached after the first visit, rebuilt in the background at most once a minute.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

const RECOMMENDATIONS_SHOWN = 4;

type PerformancePageProps = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: PerformancePageProps): Promise<Metadata> {
  const { slug } = await params;
  const locale = await metadataLocale(params);
  if (!locale) return {};
  return recordMetadata(locale, await fetchPerformance(locale, slug), async (performance) => {
    const t = await getTranslations({ locale, namespace: 'Performance' });
    return pageMetadata({
      locale,
      path: routes.performance(performance.slug),
      title: performance.title,
      description:
        performance.short_description ??
        t('metaDescription', { title: performance.title, venue: performance.venue?.name ?? '' }),
      image: posterOf(performance),
    });
  });
}

export default async function PerformancePage({ params }: PerformancePageProps) {
  const { locale: rawLocale, slug } = await params;
  const locale = toAppLocale(rawLocale);
  setRequestLocale(locale);
  const performance = recordOrNotFound(await fetchPerformance(locale, slug));
  if (!performance) return <ApiUnavailable />;

  const [t, sessions, reviews, share, similar] = await Promise.all([
    getTranslations('Performance'),
    fetchSessions(locale, performance.slug),
    fetchReviews(locale, performance.slug),
    fetchShareLinks(locale, performance.slug),
    fetchSimilar(locale, performance.genres[0]?.slug, performance.venue.city_slug),
  ]);
  const sessionList = sessions.ok ? sessions.data.results : [];
  // The same production at other venues is not a recommendation.
  const recommendations = similar.ok
    ? similar.data.results.filter((card) => card.title !== performance.title).slice(0, RECOMMENDATIONS_SHOWN)
    : [];
  const jsonLd = performanceJsonLd({
    siteUrl: getPublicSiteUrl(),
    pageUrl: localizedPath(locale, routes.performance(performance.slug)),
    title: performance.title,
    description: performance.short_description,
    image: posterOf(performance),
    venue: performance.venue,
    sessions: sessionList,
    eventUrl: (id) => localizedPath(locale, routes.event(id)),
  });

  return (
    <Container className="flex flex-col gap-12 py-8 md:py-12">
      {jsonLd.length > 0 ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes `<`
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      ) : null}
      <PerformanceHero performance={performance} />
      <RecordView performance={performance.id} />
      <Section id="schedule" title={t('schedule')} className="scroll-mt-24">
        {sessions.ok ? <SessionList sessions={sessionList} /> : <InlineUnavailable />}
      </Section>
      <PerformanceAbout performance={performance} />
      <Section
        id="reviews"
        title={t('reviews')}
        action={
          reviews.ok && reviews.data.count > 0 ? (
            <p className="text-muted">{t('reviewsCount', { count: reviews.data.count })}</p>
          ) : null
        }
      >
        <ScopedClientMessages locale={locale} namespaces={['Reviews']}>
          <ReviewStateProvider>
            <ReviewComposer performance={performance.id} />
            <ReviewList
              reviews={reviews.ok ? reviews.data.results : []}
              first={<PostedReview />}
              empty={
                <UntilReviewed>
                  <p className="text-muted">{t('noReviews')}</p>
                </UntilReviewed>
              }
            />
          </ReviewStateProvider>
        </ScopedClientMessages>
      </Section>
      {share.ok ? (
        <Section id="share" title={t('share')}>
          <ShareLinks links={share.data} />
        </Section>
      ) : null}
      {recommendations.length > 0 ? (
        <Section id="recommendations" title={t('recommendations')}>
          <CardGrid cards={recommendations} />
        </Section>
      ) : null}
    </Container>
  );
}
