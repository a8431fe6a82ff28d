'use client';
// The door check for a phone (issue 7, `/box-office/door?event=`): the session at this door, picked from today's and
// the next days' sessions of the clerk's venues (GET /checkin/events; the address keeps the choice), then each
// ticket's code read by the camera or typed; POST /checkin answers, and the screen turns green ("come in", the
// place), amber for a ticket this phone has already let in (when), or red (already used, with when and by whom;
// refunded; another session, named; unknown), with a short sound. Staff only: the API's 403 is shown as such.
import type { TCheckinAnswer, TCheckinEvent } from '@afisha/contracts';
import { timeOfDayFields } from '@afisha/contracts/time-of-day';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { usePathname, useRouter } from '@/i18n/navigation';
import { checkin, deviceId, fetchDoorEvents } from '../api/checkin.api';
import { groupDoorEvents, letInAt } from '../door-sessions';
import { QrCamera } from './qr-camera';

type Tone = 'in' | 'again' | 'stop';

/** A short beep: high for "come in", middle for a ticket let in already by this phone, low for anything else. */
function beep(tone: Tone) {
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = { in: 880, again: 440, stop: 220 }[tone];
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (tone === 'stop' ? 0.45 : 0.15));
    oscillator.onended = () => void audio.close();
  } catch {
    // No sound on this device: the screen says it.
  }
}

const toneOf = (answer: TCheckinAnswer): Tone =>
  answer.result !== 'valid' ? 'stop' : answer.repeat ? 'again' : 'in';

type Shown = { answer: TCheckinAnswer; code: string } | { denied: true } | { failed: true };

export function DoorCheck() {
  const t = useTranslations('BoxOffice.door');
  const locale = useLocale();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const chosen = Number(params.get('event') ?? '');
  const eventId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const sessions = useQuery({
    queryKey: ['box-office', 'door-events', locale],
    queryFn: async () => {
      const result = await fetchDoorEvents(locale);
      if (!result.ok) throw Object.assign(new Error('door events failed'), { status: result.status });
      return result.data.results;
    },
    retry: false,
  });

  function choose(id: number | null) {
    setShown(null);
    router.replace(id === null ? pathname : `${pathname}?event=${id}`, { scroll: false });
  }

  async function check(code: string) {
    const secret = code.trim();
    if (eventId === null || secret === '' || busy) return;
    setBusy(true);
    const result = await checkin(locale, { secret, event: eventId, device: deviceId() });
    setBusy(false);
    if (result.ok && result.data) {
      setShown({ answer: result.data, code: secret });
      beep(toneOf(result.data));
    } else {
      setShown(!result.ok && result.status === 403 ? { denied: true } : { failed: true });
      beep('stop');
    }
  }

  function typed(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    const input = form.currentTarget.elements.namedItem('code') as HTMLInputElement;
    void check(input.value);
    input.value = '';
  }

  const refused = (sessions.error as { status?: number } | null)?.status === 403;
  if ((shown && 'denied' in shown) || refused) {
    return (
      <p role="alert" className="rounded-2xl bg-brand/10 px-4 py-6 text-lg font-semibold text-ink">
        {t('denied')}
      </p>
    );
  }
  if (eventId === null) {
    return <SessionChoice sessions={sessions} onChoose={choose} />;
  }
  const session = sessions.data?.find((event) => event.id === eventId);
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={t('chosen')}
        className="flex items-start justify-between gap-3 rounded-2xl bg-surface p-4 text-ink"
      >
        <div className="min-w-0">
          {session ? (
            <SessionText event={session} />
          ) : (
            <p className="font-semibold">{t('sessionNumber', { id: eventId })}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => choose(null)}
          className="shrink-0 rounded-full border border-ink px-3 py-1.5 text-sm font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('another')}
        </button>
      </section>
      {shown ? <Verdict shown={shown} /> : null}
      <QrCamera
        onCode={check}
        texts={{ start: t('cameraOn'), stop: t('cameraOff'), denied: t('cameraDenied') }}
      />
      <form onSubmit={typed} noValidate className="flex items-end gap-2">
        <FormField label={t('code')} className="flex-1">
          <input name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </FormField>
        <button type="submit" disabled={busy} className={submitButtonClass}>
          {t('check')}
        </button>
      </form>
    </div>
  );
}

/** A session as the clerk knows it: the time (and the day, unless a day's list says it), the title, where. */
function SessionText({ event, withDay = true }: { event: TCheckinEvent; withDay?: boolean }) {
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: event.timezone,
    ...(withDay ? { day: 'numeric', month: 'long' } : {}),
    ...timeOfDayFields(locale),
  }).format(new Date(event.starts_at));
  return (
    <>
      <p className="font-semibold">
        {when} · {event.title}
      </p>
      <p className="text-sm text-muted">
        {event.venue}, {event.hall}
      </p>
    </>
  );
}

function SessionChoice({
  sessions,
  onChoose,
}: {
  sessions: { isPending: boolean; isError: boolean; data?: TCheckinEvent[] };
  onChoose: (id: number) => void;
}) {
  const t = useTranslations('BoxOffice.door');
  const locale = useLocale();
  if (sessions.isPending) return <p role="status">{t('sessionsLoading')}</p>;
  if (sessions.isError || !sessions.data) return <p role="alert">{t('sessionsFailed')}</p>;
  const days = groupDoorEvents(sessions.data, new Date());
  if (days.length === 0) return <p className="rounded-2xl bg-surface p-4 text-ink">{t('noSessions')}</p>;
  const dayTitle = (day: (typeof days)[number]) =>
    day.when === 'later'
      ? new Intl.DateTimeFormat(locale, {
          timeZone: 'UTC',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        }).format(new Date(`${day.date}T12:00:00Z`))
      : t(day.when);
  return (
    <section aria-labelledby="door-sessions" className="flex flex-col gap-3">
      <h2 id="door-sessions" className="text-lg font-bold text-ink">
        {t('pick')}
      </h2>
      {days.map((day) => (
        <div key={day.key} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted first-letter:uppercase">{dayTitle(day)}</h3>
          <ul aria-label={dayTitle(day)} className="flex flex-col gap-2">
            {day.events.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  onClick={() => onChoose(event.id)}
                  className="w-full rounded-2xl border border-line bg-white p-3 text-left text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <SessionText event={event} withDay={false} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Verdict({ shown }: { shown: Exclude<Shown, { denied: true }> }) {
  const t = useTranslations('BoxOffice.door');
  const locale = useLocale();
  if ('failed' in shown) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-brand-dark px-4 py-8 text-center text-2xl font-bold text-white"
      >
        {t('failed')}
      </p>
    );
  }
  const { answer } = shown;
  const zone = answer.event?.timezone ?? 'Europe/Moscow';
  const time = (iso: string | null, timeZone = zone) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
          new Date(iso),
        )
      : '';
  // A ticket this phone let in before is not a first admission: its own colour and words, with when.
  const again = answer.result === 'valid' && answer.repeat;
  const headline = again
    ? t('againHeadline', { when: answer.used_at ? letInAt(answer.used_at, zone, new Date(), locale) : '—' })
    : t(`result.${answer.result}`);
  const detail =
    answer.result === 'already_used'
      ? t('usedDetail', { when: time(answer.used_at), who: answer.used_by ?? '—' })
      : answer.result === 'wrong_event' && answer.event
        ? t('wrongDetail', { title: answer.event.title, when: time(answer.event.starts_at) })
        : answer.place;
  const colour = again
    ? 'bg-amber-300 text-ink'
    : answer.result === 'valid'
      ? 'bg-green-700 text-white'
      : 'bg-red-700 text-white';
  return (
    <div
      role="status"
      data-testid="door-verdict"
      data-result={answer.result}
      data-repeat={again ? 'true' : undefined}
      className={`flex flex-col items-center gap-2 rounded-2xl px-4 py-10 text-center ${colour}`}
    >
      <p className="text-3xl font-black md:text-4xl">{headline}</p>
      {again ? <p className="text-lg">{t('repeat')}</p> : null}
      {detail ? <p className="text-xl font-semibold">{detail}</p> : null}
    </div>
  );
}
