'use client';
// The sign-in form (/sign-in): e-mail and password, checked by the contracts' schema before anything is sent. On
// success the page adopts the new session's CSRF token (auth.api.ts), then complete-sign-in.ts: the header's account
// reads are asked again, the `profile_login` goal fires and the visitor goes back where they came from. Wrong
// credentials, too many attempts and an address still waiting for confirmation are said under the form (with a way
// to get the link again).
import { ZLoginRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Link, useRouter } from '@/i18n/navigation';
import { reachGoal } from '@/lib/analytics';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { refreshAccount } from '@/lib/use-account-me';
import { signIn } from '../api/auth.api';
import { completeSignIn } from '../complete-sign-in';
import { errorCodes } from '../error-codes';
import { textLinkClass } from './auth-card';
import { ResendConfirmation } from './resend-confirmation';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm({
    resolver: useLocalizedResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError, { errorsUnderForm: true });
  // The address that signed in correctly but is not confirmed yet: offer to send its link again.
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    setUnconfirmed(undefined);
    const result = await signIn(locale, values);
    if (!result.ok) {
      if (errorCodes(result.body).includes('email_not_verified')) setUnconfirmed(values.email);
      return server.showServerErrors(result.body);
    }
    setDone(true);
    onSignedIn();
    completeSignIn(
      { refreshAccount, reachGoal, replace: (path) => router.replace(path) },
      window.location.search,
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t('email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('password')} error={errors.password?.message}>
        <PasswordInput
          showLabel={t('showPassword')}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <Link href="/reset-password" className={`${textLinkClass} self-start text-sm`}>
        {t('forgotPassword')}
      </Link>
      <FormErrors messages={server.formErrors} />
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <button type="submit" disabled={isSubmitting || done} className={submitButtonClass}>
        {isSubmitting || done ? t('signingIn') : t('signIn')}
      </button>
      <p className="text-sm text-muted">
        {t('noAccount')}{' '}
        <Link href="/sign-up" className={textLinkClass}>
          {t('signUpLink')}
        </Link>
      </p>
    </form>
  );
}
