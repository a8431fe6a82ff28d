'use client';
// "Send the link again" for an address that signed up but has not followed its confirmation link (the sign-up
// success screen, a sign-in refused for that reason). The API answers the same for any address; its answer, or
// why it refused (too many mails), is read out in place.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { resendConfirmation } from '../api/auth.api';
import { secondaryActionClass } from './auth-card';

type Outcome = { ok: boolean; message: string };

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, email } = body as { detail?: unknown; email?: unknown };
  if (typeof detail === 'string') return detail;
  if (Array.isArray(email) && typeof email[0] === 'string') return email[0];
  return undefined;
}

export function ResendConfirmation({ email }: { email: string }) {
  const t = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const resend = async () => {
    setSending(true);
    const result = await resendConfirmation(locale, { email });
    setSending(false);
    if (result.ok && result.data) setOutcome({ ok: true, message: result.data.detail });
    else
      setOutcome({
        ok: false,
        message: messageOf(result.ok ? undefined : result.body) ?? tForms('formError'),
      });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" onClick={resend} disabled={sending} className={secondaryActionClass}>
        {sending ? tForms('sending') : t('resendLink')}
      </button>
      <p role="status" className={`text-sm ${outcome?.ok === false ? 'text-brand-dark' : 'text-muted'}`}>
        {outcome?.message}
      </p>
    </div>
  );
}
