'use client';
// `/manage/sessions/{id}/seats`: seats off sale for one session (house seats, a camera). The session's own seat map
// (the public plan, so seat ids are the ones POST …/seats takes) drawn by the back office's seat picker (seat-map's
// drawing parts, not the storefront's map), the live status polled so seats taken meanwhile turn unavailable. The
// manager chooses seats by click or keyboard: free ones are taken off sale with a reason, blocked ones put back;
// held and sold ones cannot be chosen. Blocked seats are listed with their reason, who and when.
import { ZSeatsTaken } from '@afisha/contracts/manage/event-ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { fetchPlan, fetchStatus } from '@/features/seat-map/api/places.api';
import { buildMapModel } from '@/features/seat-map/seat-map-model';
import { changeEventSeats, getEvent, getEventSeats } from '../api/events.api';
import { DataTable } from '../kit/data-table';
import { inLocale } from '../kit/localized';
import { ManagePageHeader, manageActionClass, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { SeatPicker } from '../kit/seat-picker';
import { useLocalWhen } from '../kit/use-local-when';
import { managerSeatStates, splitSelection } from './seat-selection';

const STATUS_POLL_MS = 5000;

export function SeatsOffSalePage({ id }: { id: number }) {
  const t = useTranslations('ManageSessions.seats');
  const localWhen = useLocalWhen();
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const event = useQuery({ queryKey: ['manage', 'event', id, locale], queryFn: () => getEvent(locale, id) });
  const plan = useQuery({
    queryKey: ['manage', 'event', id, 'places-plan', locale],
    queryFn: () => fetchPlan(id, locale, true),
    retry: false,
  });
  const status = useQuery({
    queryKey: ['manage', 'event', id, 'places-status', locale],
    queryFn: () => fetchStatus(id, locale),
    refetchInterval: STATUS_POLL_MS,
  });
  const seatsKey = ['manage', 'event', id, 'seats', locale];
  const seats = useQuery({ queryKey: seatsKey, queryFn: () => getEventSeats(locale, id) });

  const model = useMemo(() => (plan.data ? buildMapModel(plan.data) : undefined), [plan.data]);
  const states = useMemo(
    () => managerSeatStates(status.data, seats.data?.blocked),
    [status.data, seats.data],
  );
  const reasons = useMemo(
    () => new Map((seats.data?.blocked ?? []).map((seat) => [seat.seat, seat.reason])),
    [seats.data],
  );
  const labels = useMemo(() => {
    const out = new Map<number, string>();
    // No label before the states are known: the picker is not drawn until then.
    if (!model || !states) return out;
    for (const seat of model.seats) {
      const state = states.get(seat.id) ?? 'free';
      out.set(
        seat.id,
        t('seatLabel', {
          section: seat.section,
          row: seat.row,
          seat: seat.number,
          state: t(`states.${state}`),
          reason: reasons.has(seat.id) ? ` (${reasons.get(seat.id)})` : '',
        }),
      );
    }
    return out;
  }, [model, states, reasons, t]);
  const { block, unblock } = splitSelection(selected, states ?? new Map());

  const toggle = (seatId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(seatId)) next.delete(seatId);
      else next.add(seatId);
      return next;
    });

  const send = async (change: { block: number[]; unblock: number[] }) => {
    setBusy(true);
    setMessage(null);
    const result = await changeEventSeats(locale, id, {
      ...change,
      ...(change.block.length > 0 ? { reason } : {}),
    });
    setBusy(false);
    void status.refetch();
    if (result.ok && result.data) {
      queryClient.setQueryData(seatsKey, result.data);
      setSelected(new Set());
      setMessage({
        tone: 'ok',
        text:
          change.block.length > 0
            ? t('blocked', { count: change.block.length })
            : t('unblocked', { count: change.unblock.length }),
      });
      return;
    }
    const taken = !result.ok ? ZSeatsTaken.safeParse(result.body) : null;
    if (taken?.success) {
      setMessage({ tone: 'error', text: t('taken', { count: taken.data.places.length }) });
      return;
    }
    const body = !result.ok ? (result.body as { reason?: string[]; detail?: string } | undefined) : undefined;
    setMessage({ tone: 'error', text: body?.reason?.[0] ?? body?.detail ?? t('failed') });
  };

  const title = event.data ? inLocale(event.data.performance.title, locale) : '';
  const unavailable = plan.isError;
  return (
    <>
      <ManagePageHeader
        title={t('title')}
        back={{ href: `/manage/sessions/${id}`, label: title || t('session') }}
      >
        {event.data ? (
          <p className="text-ink">
            {title} · {localWhen(event.data.starts_at)} · {inLocale(event.data.hall.title, locale)}
          </p>
        ) : null}
        {seats.data ? <p className="text-sm text-muted">{t('counts', seats.data.counts)}</p> : null}
      </ManagePageHeader>
      {unavailable ? (
        <p role="alert" className="rounded-2xl bg-surface p-5">
          {t('noMap')}
        </p>
      ) : !model || !states ? (
        // The plan, then the seats' states: no seat is drawn as on sale before it is known not to be sold.
        <QueryState query={!model ? plan : !status.data ? status : seats} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-2">
            <Legend />
            <SeatPicker
              model={model}
              states={states}
              selected={selected}
              labels={labels}
              onToggle={toggle}
              label={t('mapLabel')}
              hint={t('mapHint')}
            />
          </div>
          <div className="flex flex-col gap-3 rounded-2xl border border-line p-4 lg:sticky lg:top-4">
            <p aria-live="polite" className="font-semibold text-ink">
              {t('selected', { block: block.length, unblock: unblock.length })}
            </p>
            <div className="flex flex-col gap-1">
              <label htmlFor={reasonId} className="text-sm font-semibold text-ink">
                {t('reason')}
              </label>
              <input
                id={reasonId}
                value={reason}
                maxLength={200}
                placeholder={t('reasonPlaceholder')}
                onChange={(changeEvent) => setReason(changeEvent.target.value)}
                className={inputClass}
              />
            </div>
            <button
              type="button"
              disabled={busy || block.length === 0 || reason.trim() === ''}
              onClick={() => void send({ block, unblock: [] })}
              className={`${manageActionClass} disabled:opacity-60`}
            >
              {t('block', { count: block.length })}
            </button>
            <button
              type="button"
              disabled={busy || unblock.length === 0}
              onClick={() => void send({ block: [], unblock })}
              className={manageSecondaryClass}
            >
              {t('unblock', { count: unblock.length })}
            </button>
            {selected.size > 0 ? (
              <button
                type="button"
                onClick={() => setSelected(new Set())}
                className="self-start text-sm font-semibold underline"
              >
                {t('clear')}
              </button>
            ) : null}
            {message ? (
              <p
                role={message.tone === 'error' ? 'alert' : 'status'}
                className={message.tone === 'error' ? 'text-brand-dark' : 'text-green-900'}
              >
                {message.text}
              </p>
            ) : null}
          </div>
        </div>
      )}
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-bold text-ink">{t('listTitle')}</h2>
        {seats.data && seats.data.blocked.length === 0 ? (
          <p className="text-muted">{t('noneBlocked')}</p>
        ) : null}
        {seats.data && seats.data.blocked.length > 0 ? (
          <DataTable
            caption={t('listTitle')}
            size="compact"
            alignTop={false}
            rows={seats.data.blocked}
            rowKey={(seat) => seat.seat}
            columns={[
              {
                key: 'place',
                label: t('place'),
                render: (seat) => t('place_', { section: seat.section, row: seat.row, seat: seat.label }),
              },
              { key: 'reason', label: t('reason'), render: (seat) => seat.reason },
              {
                key: 'by',
                label: t('by'),
                wideOnly: true,
                className: 'text-muted',
                render: (seat) => (
                  <>
                    {seat.blocked_by?.email ?? '—'} ·{' '}
                    {format.dateTime(new Date(seat.blocked_at), { dateStyle: 'short', timeStyle: 'short' })}
                  </>
                ),
              },
              {
                key: 'actions',
                label: t('actions'),
                header: <span className="sr-only">{t('actions')}</span>,
                className: 'text-right',
                render: (seat) => (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void send({ block: [], unblock: [seat.seat] })}
                    className="rounded-full border border-line px-3 py-1 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {t('unblockOne')}
                  </button>
                ),
              },
            ]}
          />
        ) : null}
      </section>
    </>
  );
}

function Legend() {
  const t = useTranslations('ManageSessions.seats');
  const items = [
    { key: 'free', className: 'bg-emerald-600' },
    { key: 'selected', className: 'bg-emerald-600 ring-2 ring-ink ring-offset-1' },
    { key: 'blocked', className: 'bg-[#9a9aa3]' },
    { key: 'taken', className: 'bg-[#d4d4da]' },
  ] as const;
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-ink">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block size-3.5 rounded-full ${item.className}`} />
          {t(`legend.${item.key}`)}
        </li>
      ))}
    </ul>
  );
}
