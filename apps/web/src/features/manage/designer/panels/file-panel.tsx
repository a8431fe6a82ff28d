'use client';
// Files in and out of the designer: the drawing on the screen as a plan document (JSON, made here, imports
// unchanged), the seats as a CSV (the server's export of the draft as last saved), a file imported as a new draft of
// the hall (a plan document, a CSV of seats or a pretix seating plan; this draft stays as it is), and the samples.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { exportPath, importPlan } from '../../api/plans.api';
import { fileBaseName, readPlanFile } from '../../kit/plan-file';
import { planProblems } from '../../kit/plan-problems';
import { PlanSamples } from '../../kit/plan-samples';
import { type EditorDocument, toPlan } from '../model/editor-document.ts';
import { panelButton, panelHeading } from './fields.tsx';

/** A file larger than the API takes is refused before it is read. */
const MAX_FILE_BYTES = 12 * 1024 * 1024;

function downloadJson(name: string, value: unknown) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `${name}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

export function FilePanel({
  planId,
  hallId,
  document,
}: {
  planId: number;
  hallId: number;
  document: EditorDocument;
}) {
  const t = useTranslations('ManageDesigner.files');
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const importFile = async (file: File) => {
    setErrors([]);
    if (file.size > MAX_FILE_BYTES) return setErrors([t('tooBig')]);
    const read = readPlanFile(file.name, await file.text(), 'auto');
    if (!read.ok) return setErrors([t('unreadable')]);
    setBusy(true);
    const name = fileBaseName(file.name);
    const result = await importPlan(locale, {
      hall: hallId,
      content: read.content,
      ...(read.format ? { format: read.format } : {}),
      ...(name ? { name } : {}),
    });
    setBusy(false);
    if (result.ok && result.data) router.push(`/manage/plans/${result.data.id}/design`);
    else {
      const lines = result.ok ? [] : planProblems(result.body);
      setErrors(lines.length > 0 ? lines : [t('failed')]);
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="designer-files">
      <h3 id="designer-files" className={panelHeading}>
        {t('title')}
      </h3>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={panelButton}
          onClick={() => downloadJson(document.name, toPlan(document))}
        >
          {t('exportJson')}
        </button>
        <a href={exportPath(planId, 'csv')} download className={panelButton}>
          {t('exportCsv')}
        </a>
      </div>
      <label htmlFor={inputId} className={`${panelButton} cursor-pointer text-center`}>
        {busy ? t('importing') : t('import')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {t('importHint')}
      </p>
      {errors.length > 0 ? (
        <div role="alert" className="flex flex-col gap-1 text-sm text-brand-dark">
          {errors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <PlanSamples />
    </section>
  );
}
