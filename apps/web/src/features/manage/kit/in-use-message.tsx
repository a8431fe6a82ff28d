'use client';
// A 409 in_use said plainly: the API's sentence, and what still uses the record (the first few, with how many more).
import type { TUsage } from '@afisha/contracts/manage/common';
import { useTranslations } from 'next-intl';

export function InUseMessage({
  detail,
  usedBy,
  usedCount,
}: {
  detail: string;
  usedBy: TUsage[];
  usedCount: number;
}) {
  const t = useTranslations('Manage.inUse');
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{detail || t('title')}</p>
      {usedBy.length > 0 ? (
        <ul className="list-disc pl-5">
          {usedBy.map((usage) => (
            <li key={`${usage.kind}-${usage.id}`}>
              {t(`kind.${usage.kind}`)}: {usage.label}
            </li>
          ))}
        </ul>
      ) : null}
      {usedCount > usedBy.length ? <p>{t('more', { count: usedCount - usedBy.length })}</p> : null}
    </div>
  );
}
