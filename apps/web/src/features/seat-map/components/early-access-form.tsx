'use client';
// Before an event's public sale opens: when it opens (in the venue's time zone, in the visitor's language) and, when
// the event has early-access keys, a field to type one (POST /events/{id}/check_key). The right key unlocks the map
// for this visitor: the status is read again and seats can be chosen; a wrong one is explained under the field.
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { InlineCodeForm } from '@/components/ui/inline-code-form';
import { checkAccessKey } from '../api/places.api';

const buttonClass =
  'rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

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
  const when = opensAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(opensAt),
      )
    : null;

  async function unlock(key: string): Promise<string | null> {
    const result = await checkAccessKey(locale, eventId, key);
    if (!result.ok) {
      const body = result.body as { key?: unknown; detail?: unknown } | undefined;
      if (Array.isArray(body?.key)) return String(body.key[0]);
      return typeof body?.detail === 'string' ? body.detail : t('failed');
    }
    await queryClient.invalidateQueries({ queryKey: statusKey });
    return null;
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface px-4 py-3 text-ink">
      <p role="status" className="font-semibold">
        {when ? t('opensAt', { when }) : t('closed')}
      </p>
      {offersKey ? (
        <InlineCodeForm
          label={t('label')}
          submitLabel={t('unlock')}
          requiredMessage={t('required')}
          buttonClassName={buttonClass}
          onSubmit={unlock}
        />
      ) : null}
    </div>
  );
}
