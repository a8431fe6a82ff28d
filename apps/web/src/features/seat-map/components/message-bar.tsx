'use client';
// The one message the map has for the visitor at a time (a seat just taken, a full zone, the limit per order, a
// closed sale, a failure): an alert over the map, read out at once, closed by its button or by the next success.
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import type { MapMessage } from '../hooks/use-hold-actions';

export function MessageBar({ message, onDismiss }: { message: MapMessage | null; onDismiss: () => void }) {
  const t = useTranslations('SeatMap');
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <div
          key={message.id}
          className="flex items-start justify-between gap-3 rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 text-ink"
        >
          <p className="pt-1">{message.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss')}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
