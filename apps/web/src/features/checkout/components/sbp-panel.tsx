'use client';
// Paying an order by the fast payment system (SBP) without leaving the site: POST /cart/get_sbp_link gives the
// bank-app link and its QR code; a desktop shows the QR code to scan with a phone, a phone shows a button that
// opens the bank app. Meanwhile the order's status is asked every few seconds; when the bank has decided, the
// buyer goes to /paymentresult or /paymentfail.
import type { TSbpLink } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { useRouter } from '@/i18n/navigation';
import { orderStatus, sbpLink } from '../api/checkout.api';
import { resultState } from '../payment-result';

export const SBP_POLL_MS = 2000;

/** Phones and tablets (a coarse pointer) get the button that opens the bank app; other screens the QR code. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(pointer: coarse)');
    setPhone(query.matches);
  }, []);
  return phone;
}

export function SbpPanel({ order }: { order: { id: number; number: string } }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const router = useRouter();
  const phone = usePhone();
  const [link, setLink] = useState<TSbpLink | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void sbpLink(locale, order.id).then((result) => {
      if (!live) return;
      if (result.ok && result.data) setLink(result.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [locale, order.id]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const ask = async () => {
      const result = await orderStatus(locale, order.id);
      if (!live) return;
      if (result.ok) {
        const state = resultState(result.data);
        if (state === 'paid') return router.push(`/paymentresult?order=${order.id}`);
        if (state !== 'waiting') return router.push(`/paymentfail?order=${order.id}`);
      }
      timer = setTimeout(ask, SBP_POLL_MS);
    };
    timer = setTimeout(ask, SBP_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [locale, order.id, router]);

  return (
    <section
      aria-labelledby="sbp-heading"
      className="flex flex-col items-center gap-4 rounded-2xl border border-line p-4 text-center md:p-6"
      data-testid="sbp-panel"
    >
      <h2 id="sbp-heading" className="text-xl font-bold text-ink">
        {t('sbp.title', { number: order.number })}
      </h2>
      {failed ? <p role="alert">{t('sbp.linkFailed')}</p> : null}
      {link && !phone ? (
        <>
          <p className="text-muted">{t('sbp.scan')}</p>
          <div
            role="img"
            aria-label={t('sbp.qrLabel')}
            className="size-56 [&>svg]:size-full"
            data-testid="sbp-qr"
            // The API draws the QR code of its own link (qrcode's SVG: paths only, no script).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a QR code drawn by our API
            dangerouslySetInnerHTML={{ __html: link.qr_svg }}
          />
        </>
      ) : null}
      {link ? (
        <a href={link.url} className={phone ? primaryActionClass : 'text-sm text-brand underline'}>
          {phone ? t('sbp.openApp') : t('sbp.onThisDevice')}
        </a>
      ) : null}
      <p role="status" className="flex items-center gap-2 text-ink">
        <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-brand" />
        {t('sbp.waiting')}
      </p>
    </section>
  );
}
