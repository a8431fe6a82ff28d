'use client';
// Before an event's public sale opens: when it opens (in the venue's words: the date and time the API gives, shown in
// the visitor's language) and, when the event has early-access keys, a field to type one (POST
// /events/{id}/check_key). The right key unlocks the map for this visitor: the status is read again and seats can
// be chosen; a wrong one is explained under the field.
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { checkAccessKey } from '../api/places.api';

export function EarlyAccessForm({
  eventId,
  opensAt,
  timeZone,
  offersKey,
  statusKey,
}: {
  eventId: number;
  opensAt: string | null;
  /** The venue's: the sale opens at its local time. */
  timeZone: string;
  offersKey: boolean;
  statusKey: readonly unknown[];
}) {
  const t = useTranslations('SeatMap.earlyAccess');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const when = opensAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(opensAt),
      )
    : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '').trim();
    if (key === '') return setError(t('required'));
    setBusy(true);
    setError(null);
    const result = await checkAccessKey(locale, eventId, key);
    setBusy(false);
    if (!result.ok) {
      const body = result.body as { key?: unknown; detail?: unknown } | undefined;
      const text = Array.isArray(body?.key)
        ? String(body.key[0])
        : typeof body?.detail === 'string'
          ? body.detail
          : null;
      return setError(text ?? t('failed'));
    }
    await queryClient.invalidateQueries({ queryKey: statusKey });
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface px-4 py-3 text-ink">
      <p role="status" className="font-semibold">
        {when ? t('opensAt', { when }) : t('closed')}
      </p>
      {offersKey ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('label')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              name="key"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {t('unlock')}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-brand-dark">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
