'use client';
// Where a visitor writes a review on a performance page: a link to sign in (and come back) for an anonymous visitor;
// for a signed-in one the form, downloaded when the visitor comes near it (react-hook-form, zod and the contracts
// stay out of the page's first load); once posted, or when this visitor has reviewed the performance already
// (GET /reviews/mine, or the API refusing a second one), a line saying so instead of the form.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { useAccountMeRead } from '@/lib/use-account-me';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useHasReviewed } from '../hooks/use-has-reviewed';
import { REVIEW_FORM_HEADING } from '../review-ids';
import { useReviewState } from './review-state';

const ReviewForm = dynamic(() => import('./review-form'), { ssr: false });

export function ReviewComposer({ performance }: { performance: number }) {
  const t = useTranslations('Reviews');
  const me = useAccountMeRead();
  const pathname = usePathname();
  const { outcome } = useReviewState();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const reviewed = useHasReviewed(performance, me?.success === true);

  let content: ReactNode;
  if (outcome || reviewed) {
    content = (
      <p role="status" className="font-semibold text-ink">
        {outcome?.kind === 'posted' ? t('thanks') : t('already')}
      </p>
    );
  } else if (me === undefined || (me.success && reviewed === undefined)) {
    content = null;
  } else if (!me.success) {
    content = (
      <p className="text-ink">
        {t.rich('signInPrompt', {
          link: (chunks) => (
            <Link
              href={signInPath(pathname)}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  } else {
    // The box keeps the form's height while it downloads, so nothing below jumps.
    content = (
      <>
        <h3 id={REVIEW_FORM_HEADING} className="mb-3 text-lg font-bold text-ink">
          {t('formLabel')}
        </h3>
        <div className="min-h-64">{near ? <ReviewForm performance={performance} /> : null}</div>
      </>
    );
  }
  // One element throughout: useNearViewport watches it from the first render.
  return (
    <div ref={ref} className="min-h-16 rounded-2xl border border-line p-4 md:p-6">
      {content}
    </div>
  );
}
