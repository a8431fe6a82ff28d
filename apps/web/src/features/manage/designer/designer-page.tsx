'use client';
// Opens a plan in the designer. A draft opens for drawing; a published plan is read-only, so the page offers to
// make its next version's draft (POST …/draft: same keys, so sold seats follow) and opens that; an archived draft
// says so and leads back.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { getPlan, makeNextDraft } from '../api/plans.api';
import { ManagePageHeader, manageActionClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { Designer } from './designer.tsx';

export function DesignerPage({ id }: { id: number }) {
  const t = useTranslations('ManageDesigner');
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Its own key, read once: the designer's saves move the version on, and a refetch must not reset the drawing.
  const plan = useQuery({
    queryKey: ['manage', 'plan-design', id, locale],
    queryFn: () => getPlan(locale, id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (!plan.data) return <QueryState query={plan} />;
  const data = plan.data;
  if (data.status === 'draft' && !data.archived) return <Designer key={data.id} plan={data} />;

  const nextDraft = async () => {
    setBusy(true);
    setError(null);
    const result = await makeNextDraft(locale, data.id);
    setBusy(false);
    if (result.ok && result.data) router.push(`/manage/plans/${result.data.id}/design`);
    else
      setError(
        (result.ok ? undefined : (result.body as { detail?: string } | undefined)?.detail) ?? t('failed'),
      );
  };
  return (
    <>
      <ManagePageHeader
        title={t('title', { name: data.name })}
        back={{ href: `/manage/plans/${data.id}`, label: data.name }}
      >
        <p className="text-ink">{data.archived ? t('archived') : t('publishedReadOnly')}</p>
      </ManagePageHeader>
      {data.archived ? (
        <Link href={`/manage/plans?venue=${data.venue}&hall=${data.hall}`} className="underline">
          {t('toPlans')}
        </Link>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            className={`${manageActionClass} disabled:opacity-60`}
            disabled={busy}
            onClick={() => void nextDraft()}
          >
            {busy ? t('working') : t('makeDraft')}
          </button>
          {error ? (
            <p role="alert" className="text-brand-dark">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
