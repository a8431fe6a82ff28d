'use client';
// Why a plan could not be published or sessions could not be moved onto it, said on the plan's page: the problems of
// the document one per line, or the live sessions and their sold or held seats the version would drop or rename.
import type { TPlanSeatsInUse } from '@afisha/contracts/manage/plans';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useSeatInUseWords } from '../kit/seat-in-use';

export type Refusal =
  | { kind: 'problems'; problems: string[] }
  | { kind: 'in_use'; body: TPlanSeatsInUse }
  | { kind: 'other'; text: string };

export function RefusalBox({ refusal }: { refusal: Refusal }) {
  const t = useTranslations('ManagePlans.plan');
  const format = useFormatter();
  const seatInUse = useSeatInUseWords();
  const box = 'flex flex-col gap-2 rounded-2xl border border-brand/40 bg-brand/5 p-4 text-ink';
  if (refusal.kind === 'other')
    return (
      <p role="alert" className={box}>
        {refusal.text}
      </p>
    );
  if (refusal.kind === 'problems') {
    return (
      <div role="alert" className={box}>
        <p className="font-semibold">{t('problems', { count: refusal.problems.length })}</p>
        <ol className="relative max-h-96 list-decimal overflow-auto pl-6 text-sm">
          {refusal.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ol>
      </div>
    );
  }
  const { body } = refusal;
  return (
    <div role="alert" className={box}>
      <p className="font-semibold">{body.detail}</p>
      <p>{t('inUseSessions', { count: body.sessions.length })}</p>
      <ul className="list-disc pl-5 text-sm">
        {body.sessions.map((session) => (
          <li key={session.id}>
            <Link href={`/manage/sessions/${session.id}`} className="underline">
              {session.title} ·{' '}
              {format.dateTime(new Date(session.starts_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: session.timezone,
              })}
            </Link>
          </li>
        ))}
      </ul>
      <p>{t('inUseSeats', { count: body.seats_count })}</p>
      <ul className="list-disc pl-5 text-sm">
        {body.seats.map((seat) => (
          <li key={`${seat.event}-${seat.seat}`}>{seatInUse(seat)}</li>
        ))}
      </ul>
    </div>
  );
}
