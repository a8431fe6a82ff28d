'use client';
import { useSearchParams } from 'next/navigation';
// The page the waiting list's offer mail links to (`/waiting-list?entry=&key=`): take the places kept for you into
// the cart (then on to /cart to pay) or stop waiting. The API's refusals (the offer is over, already taken, the link
// is unknown) are shown as it words them, in the visitor's language.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { submitButtonClass } from '@/components/ui/form-field';
import { Link, useRouter } from '@/i18n/navigation';
import type { ApiSendFailure } from '@/lib/api-client';
import { claimOffer, leaveWaitingList } from '../api/waiting-list.api';

const secondaryClass =
  'rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';

export function WaitingListOffer() {
  const t = useTranslations('WaitingList');
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  const entry = Number(params.get('entry'));
  const key = params.get('key') ?? '';
  const [outcome, setOutcome] = useState<'left' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!Number.isInteger(entry) || entry <= 0 || key === '') return <p className="text-ink">{t('broken')}</p>;

  function refusal(failure: ApiSendFailure) {
    if (failure.status === 404) return t('notFound');
    const body = failure.body as { detail?: unknown } | undefined;
    return typeof body?.detail === 'string' ? body.detail : t('failed');
  }

  async function claim() {
    setBusy(true);
    setError(null);
    const result = await claimOffer(locale, { entry, key });
    if (result.ok) {
      router.push('/cart');
      return;
    }
    setBusy(false);
    setError(refusal(result));
  }

  async function leave() {
    setBusy(true);
    setError(null);
    const result = await leaveWaitingList(locale, { entry, key });
    setBusy(false);
    if (result.ok) setOutcome('left');
    else setError(refusal(result));
  }

  if (outcome === 'left') {
    return (
      <p role="status" className="text-ink">
        {t('left')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">{t('text')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={claim} className={submitButtonClass}>
          {t('claim')}
        </button>
        <button type="button" disabled={busy} onClick={leave} className={secondaryClass}>
          {t('leave')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 text-ink">
          {error}
        </p>
      ) : null}
      <Link href="/cart" className="text-brand underline hover:no-underline">
        {t('toCart')}
      </Link>
    </div>
  );
}
