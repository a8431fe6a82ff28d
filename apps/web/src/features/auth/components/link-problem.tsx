'use client';
import { useTranslations } from 'next-intl';
// What a mail link landing says when its link does not work: the API's reason when it gave one (invalid or
// expired, too many attempts), else ours, and the way to get a new link; when the API did not answer at all, that
// the link could not be checked (reloading the page tries again).
import type { ReactNode } from 'react';

function reasonOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

type LinkProblemProps = { body: unknown; unreachable?: boolean; action: ReactNode };

export function LinkProblem({ body, unreachable = false, action }: LinkProblemProps) {
  const t = useTranslations('Auth');
  if (unreachable) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p className="text-base text-brand-dark">{t('linkUnchecked')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p className="text-base text-brand-dark">{reasonOf(body) ?? t('linkBroken')}</p>
      {action}
    </div>
  );
}
