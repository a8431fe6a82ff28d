'use client';
// Opens a plan in the designer. A draft opens for drawing; a published plan is read-only, so the page offers to
// make its next version's draft (POST …/draft: same keys, so sold seats follow) and opens that; an archived draft
// says so and leads back. A draft published from the board turns read-only here at once, saying what was published.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { getPlan, makeNextDraft } from '../api/plans.api';
import { ManagePageHeader, manageActionClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { Designer } from './designer.tsx';
import type { Published } from './panels/publish-review.tsx';

export function DesignerPage({ id }: { id: number }) {
  const t = useTranslations('ManageDesigner');
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<{ revision: number; moved: number } | null>(null);
  const queryClient = useQueryClient();
  const key = ['manage', 'plan-design', id, locale];
  // Its own key, read once: the designer's saves move the version on, and a refetch must not reset the drawing.
  const plan = useQuery({
    queryKey: key,
    queryFn: () => getPlan(locale, id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (!plan.data) return <QueryState query={plan} />;
  const data = plan.data;
  const onPublished = ({ plan: done, moved }: Published) => {
    setPublished({ revision: done.revision ?? 0, moved });
    queryClient.setQueryData(key, done);
    void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
    void queryClient.invalidateQueries({ queryKey: ['manage', 'plan', id] });
  };
  if (data.status === 'draft' && !data.archived)
    return <Designer key={data.id} plan={data} onPublished={onPublished} />;

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
        {published ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-2 text-ink">
            {t('publish.published', published)}{' '}
            <Link href={`/manage/plans/${data.id}`} className="underline">
              {t('publish.toPlan')}
            </Link>
          </p>
        ) : null}
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
