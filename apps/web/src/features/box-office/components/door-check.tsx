'use client';
// The door check for a phone (issue 7, `/box-office/door?event=`): the session at this door, then each ticket's
// code read by the camera or typed; POST /checkin answers, and the screen turns green ("come in", the place) or red
// (already used, with when and by whom; refunded; another session, named; unknown), with a short sound. Staff only:
// the API's 403 is shown as such.
import type { TCheckinAnswer } from '@afisha/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { checkin, deviceId } from '../api/checkin.api';
import { QrCamera } from './qr-camera';

/** A short beep: high for "come in", low for anything else. */
function beep(ok: boolean) {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 880 : 220;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (ok ? 0.15 : 0.45));
    tone.onended = () => void audio.close();
  } catch {
    // No sound on this device: the screen says it.
  }
}

type Shown = { answer: TCheckinAnswer; code: string } | { denied: true } | { failed: true };

export function DoorCheck() {
  const t = useTranslations('BoxOffice.door');
  const locale = useLocale();
  const params = useSearchParams();
  const [event, setEvent] = useState(params.get('event') ?? '');
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const eventId = Number(event);
  const ready = Number.isInteger(eventId) && eventId > 0;

  async function check(code: string) {
    const secret = code.trim();
    if (!ready || secret === '' || busy) return;
    setBusy(true);
    const result = await checkin(locale, { secret, event: eventId, device: deviceId() });
    setBusy(false);
    if (result.ok && result.data) {
      setShown({ answer: result.data, code: secret });
      beep(result.data.result === 'valid');
    } else {
      setShown(!result.ok && result.status === 403 ? { denied: true } : { failed: true });
      beep(false);
    }
  }

  function typed(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    const input = form.currentTarget.elements.namedItem('code') as HTMLInputElement;
    void check(input.value);
    input.value = '';
  }

  if (shown && 'denied' in shown) {
    return (
      <p role="alert" className="rounded-2xl bg-brand/10 px-4 py-6 text-lg font-semibold text-ink">
        {t('denied')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('event')} hint={t('eventHint')}>
        <input
          inputMode="numeric"
          value={event}
          onChange={(change) => setEvent(change.target.value.trim())}
        />
      </FormField>
      {shown ? <Verdict shown={shown} /> : null}
      {ready ? (
        <>
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
        </>
      ) : null}
    </div>
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
  const ok = answer.result === 'valid';
  const time = (iso: string | null, zone = 'Europe/Moscow') =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: zone }).format(
          new Date(iso),
        )
      : '';
  const detail =
    answer.result === 'already_used'
      ? t('usedDetail', { when: time(answer.used_at), who: answer.used_by ?? '—' })
      : answer.result === 'wrong_event' && answer.event
        ? t('wrongDetail', {
            title: answer.event.title,
            when: time(answer.event.starts_at, answer.event.timezone),
          })
        : answer.place;
  return (
    <div
      role="status"
      data-testid="door-verdict"
      data-result={answer.result}
      className={`flex flex-col items-center gap-2 rounded-2xl px-4 py-10 text-center text-white ${ok ? 'bg-green-700' : 'bg-red-700'}`}
    >
      <p className="text-4xl font-black">{t(`result.${answer.result}`)}</p>
      {answer.repeat ? <p className="text-lg">{t('repeat')}</p> : null}
      {detail ? <p className="text-xl font-semibold">{detail}</p> : null}
    </div>
  );
}
