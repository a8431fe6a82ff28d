'use client';
// "Add to calendar" of a paid order's tickets (the payment result, the guest ticket page): the .ics file of
// lib/tickets/order-calendar.ts, made in the browser when asked for. Needs the `TicketCalendar` and `TicketPlace`
// messages on the client.
import type { TTicket } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { orderCalendar } from '@/lib/tickets/order-calendar';
import { useTicketPlace } from '@/lib/tickets/use-ticket-place';

const secondaryActionClass =
  'inline-flex items-center justify-center rounded-full border border-line px-6 py-3 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function AddToCalendar({ number, tickets }: { number: string; tickets: readonly TTicket[] }) {
  const t = useTranslations('TicketCalendar');
  const place = useTicketPlace();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    const text = await orderCalendar(number, tickets, {
      place,
      order: (value) => t('orderLine', { number: value }),
    });
    if (!text) return setFailed(true);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `tickets-${number}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <button type="button" onClick={() => void download()} className={secondaryActionClass}>
        {t('add')}
      </button>
      {failed ? <p role="alert">{t('failed')}</p> : null}
    </>
  );
}
