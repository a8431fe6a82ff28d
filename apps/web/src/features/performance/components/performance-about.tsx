// The performance page's sections after its schedule: the description, the cast and the venue's halls, each only
// when the performance has it. The public page and the back office's preview of it draw the same ones.
import { useTranslations } from 'next-intl';
import { HallList } from '@/components/ui/hall-list';
import { Section } from '@/components/ui/section';
import type { TPerformanceDetail } from '../api/performance.api';
import { CastList } from './cast-list';

export function PerformanceAbout({ performance }: { performance: TPerformanceDetail }) {
  const t = useTranslations('Performance');
  return (
    <>
      {performance.description ? (
        <Section id="description" title={t('description')}>
          <div className="max-w-3xl whitespace-pre-line text-pretty text-lg text-ink">
            {performance.description}
          </div>
        </Section>
      ) : null}
      {performance.artists.length > 0 ? (
        <Section id="cast" title={t('cast')}>
          <CastList artists={performance.artists} />
        </Section>
      ) : null}
      {performance.venue ? (
        <Section id="venue" title={t('venue')}>
          <HallList halls={performance.venue.halls} venueName={performance.venue.name} />
        </Section>
      ) : null}
    </>
  );
}
