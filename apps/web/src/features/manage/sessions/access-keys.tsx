'use client';
import type { ZAccessKeysCreated } from '@afisha/contracts/manage/events';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
// A session's early-access keys (GET, POST /manage/events/{id}/access_keys): the keys made so far (label, expiry,
// uses; never the key itself, only its hash is kept), and making new ones — shown ONCE, each with a copy button, under
// a warning that they cannot be shown again.
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { createAccessKeys, listAccessKeys } from '../api/events.api';
import { manageSecondaryClass } from '../kit/page-header';

type MadeKeys = z.infer<typeof ZAccessKeysCreated>['keys'];

export function AccessKeys({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const t = useTranslations('ManageSessions.keys');
  const locale = useLocale();
  const headingId = useId();
  const [label, setLabel] = useState('');
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<MadeKeys | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const keys = useQuery({
    queryKey: ['manage', 'event', eventId, 'keys', locale],
    queryFn: () => listAccessKeys(locale, eventId),
  });

  const make = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await createAccessKeys(locale, eventId, { label: label || undefined, count });
    setBusy(false);
    if (result.ok && result.data) {
      setMade(result.data.keys);
      setLabel('');
      void keys.refetch();
    } else setError(t('failed'));
  };

  const copy = async (id: number, key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied(id);
    } catch {
      setCopied(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('hint', { zone: timeZone })}</p>
      {made ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-ink"
        >
          <p className="font-bold">{t('onceWarning')}</p>
          <ul className="flex flex-col gap-2">
            {made.map((each) => (
              <li key={each.id} className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-white px-2 py-1 font-mono text-base break-all select-all">
                  {each.key}
                </code>
                <button
                  type="button"
                  onClick={() => void copy(each.id, each.key)}
                  className={manageSecondaryClass}
                >
                  {copied === each.id ? t('copied') : t('copy')}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setMade(null)}
            className="self-start text-sm font-semibold underline"
          >
            {t('hide')}
          </button>
        </div>
      ) : null}
      <form onSubmit={make} className="flex flex-wrap items-end gap-3">
        <FormField label={t('label')} className="min-w-48 flex-1">
          <input value={label} maxLength={200} onChange={(event) => setLabel(event.target.value)} />
        </FormField>
        <FormField label={t('count')} className="w-28">
          <input
            type="number"
            min={1}
            max={100}
            value={count}
            onChange={(event) => setCount(Math.max(1, Math.min(100, Number(event.target.value) || 1)))}
          />
        </FormField>
        <button type="submit" disabled={busy} className={manageSecondaryClass}>
          {busy ? t('making') : t('make')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-brand-dark">
          {error}
        </p>
      ) : null}
      {keys.data && keys.data.results.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {t('label')}
              </th>
              <th scope="col" className="py-1">
                {t('expires')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('uses')}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.results.map((key) => (
              <tr key={key.id} className="border-t border-line">
                <td className="py-1">{key.label ?? '—'}</td>
                <td className="py-1">{key.expires_at?.replace('T', ' ') ?? t('never')}</td>
                <td className="py-1 text-right">{key.uses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : keys.data ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : null}
    </section>
  );
}
