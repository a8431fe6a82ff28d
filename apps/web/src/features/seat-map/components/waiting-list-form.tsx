'use client';
// A sold-out session (every seat and zone place taken): "tell me when tickets are back". The visitor leaves an
// e-mail address (the account's, when signed in) and how many places they want; POST /events/{id}/waiting_list puts
// them in the queue and says where they stand. When places come back the API mails them, in turn, a link that keeps
// the places for them for a while (the /waiting-list page claims them).
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { useAccountMeRead } from '@/lib/use-account-me';
import { joinWaitingList } from '../api/places.api';

export function WaitingListForm({ eventId, maxPlaces }: { eventId: number; maxPlaces: number }) {
  const t = useTranslations('SeatMap.waitingList');
  const locale = useLocale();
  const account = useAccountMeRead();
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ position: number; email: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const quantity = Number(data.get('quantity') ?? 1);
    setError(null);
    setSending(true);
    const result = await joinWaitingList(locale, eventId, { email, quantity });
    setSending(false);
    if (result.ok && result.data) return setJoined({ position: result.data.position, email });
    const body = (result.ok ? undefined : result.body) as Record<string, unknown> | undefined;
    const first = [body?.email, body?.non_field_errors, body?.quantity].find(Array.isArray) as
      | string[]
      | undefined;
    setError(first?.[0] ?? (typeof body?.detail === 'string' ? body.detail : t('failed')));
  }

  if (joined) {
    return (
      <p role="status" className="rounded-xl bg-surface px-4 py-3 text-ink" data-testid="waiting-list-joined">
        {t('joined', { position: joined.position, email: joined.email })}
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('title')}
      className="flex flex-col gap-3 rounded-xl bg-surface px-4 py-3 text-ink"
    >
      <p className="font-semibold">{t('title')}</p>
      <p className="text-sm">{t('text')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('email')} className="min-w-56 flex-1">
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={account?.success ? (account.email ?? '') : ''}
          />
        </FormField>
        <FormField label={t('quantity')}>
          <select name="quantity" defaultValue="1">
            {Array.from({ length: Math.max(1, Math.min(10, maxPlaces)) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" disabled={sending} className={submitButtonClass}>
          {t('submit')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </form>
  );
}
