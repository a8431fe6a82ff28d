'use client';
// A plan's name, renamed in place (PATCH /manage/plans/{id} with its version): for a draft and a published plan
// alike, so an import named after its file or hall can be given the name the venue uses. The refusal is said under
// the field, in the page's language.
import type { TPlanRead } from '@afisha/contracts/manage/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { showSuccessToast } from '@/lib/toasts';
import { renamePlan } from '../api/plans.api';
import { manageSecondaryClass } from '../kit/page-header';
import { planProblems } from '../kit/plan-problems';

export function PlanNameForm({ plan }: { plan: TPlanRead }) {
  const t = useTranslations('ManagePlans.plan');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(plan.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('nameRequired'));
    setBusy(true);
    setError(null);
    const result = await renamePlan(locale, plan.id, name.trim(), plan.version);
    setBusy(false);
    if (result.ok && result.data) {
      queryClient.setQueryData(['manage', 'plan', plan.id, locale], result.data);
      void queryClient.invalidateQueries({ queryKey: ['manage', 'plans'] });
      void showSuccessToast(t('renamed'));
      return;
    }
    if (!result.ok && result.status === 409) return setError(t('renameConflict'));
    setError(planProblems(result.ok ? undefined : result.body)[0] ?? t('failed'));
  };

  return (
    <form onSubmit={submit} aria-label={t('rename')} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1 sm:w-96">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {t('name')}
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy || name.trim() === plan.name} className={manageSecondaryClass}>
        {t('rename')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </form>
  );
}
