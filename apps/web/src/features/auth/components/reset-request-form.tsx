'use client';
// /reset-password without a token: asks for a reset link by e-mail. The API answers the same whether or not the
// address has an account (so the page cannot be used to find customers out); that answer becomes a "check your
// mail" screen. Too many requests are said under the form.
import { ZEmailOnlyRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { requestPasswordReset } from '../api/auth.api';
import { useFocusOnShow } from '../hooks/use-focus-on-show';
import { AuthCard, textLinkClass } from './auth-card';

const FIELDS = ['email'] as const;

export function ResetRequestForm() {
  const t = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const [sent, setSent] = useState<string>();
  const form = useForm({ resolver: useLocalizedResolver(ZEmailOnlyRequest), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError, { errorsUnderForm: true });

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await requestPasswordReset(locale, values);
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    setSent(result.data.detail);
  });

  if (sent !== undefined) return <ResetRequested detail={sent} />;
  return (
    <AuthCard title={t('resetTitle')} intro={t('resetIntro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label={t('email')} error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormErrors messages={server.formErrors} />
        <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
          {isSubmitting ? tForms('sending') : t('sendResetLink')}
        </button>
        <p className="text-sm text-muted">
          {t('rememberedPassword')}{' '}
          <Link href="/sign-in" className={textLinkClass}>
            {t('signInLink')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

function ResetRequested({ detail }: { detail: string }) {
  const t = useTranslations('Auth');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <AuthCard headingRef={heading} title={t('checkMailTitle')} intro={<span role="status">{detail}</span>}>
      <p className="text-sm text-muted">{t('resetMailHint')}</p>
      <Link href="/sign-in" className={`${textLinkClass} self-start text-sm`}>
        {t('backToSignIn')}
      </Link>
    </AuthCard>
  );
}
