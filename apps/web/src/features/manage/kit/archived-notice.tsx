'use client';
// What an editor shows above an archived record's form, in place of the Archive button a live record has: since when
// it is archived (the date in the page's language and the site's time zone), that it is off the site with its history
// kept and that its fields can be read but not changed until it is restored, and the Restore button beside that
// (`children`), so that nobody looks for the way back below a long form. The heading and the read-only sentence have
// the ids the form's fields are named and described by (record-form.tsx).
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export function ArchivedNotice({
  archivedAt,
  restorable,
  headingId,
  readOnlyId,
  children,
}: {
  archivedAt: string;
  /** The heading's id (since when it is archived). */
  headingId: string;
  /** The id of the sentence that says why the form cannot be changed. */
  readOnlyId: string;
  /**
   * Whether this person may restore it: `children` is then the RestoreButton, whose button takes the second column
   * of the notice's grid and whose refusal a row of its own, under both columns; if not, the notice says who may.
   */
  restorable: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('Manage.restore');
  const format = useFormatter();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-x-6 gap-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-ink md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          {t('archivedOn', { date: format.dateTime(new Date(archivedAt), { dateStyle: 'long' }) })}
        </h2>
        <p className="max-w-prose text-pretty">{restorable ? t('text') : t('textAdministrators')}</p>
        <p id={readOnlyId} className="max-w-prose text-pretty font-semibold">
          {t('readOnly')}
        </p>
      </div>
      {children}
    </section>
  );
}
