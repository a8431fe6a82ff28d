'use client';
// /reset-password?token=… (the reset mail's link, apps/api mail/site-links.ts): sets a new password with the token.
// The password's rules are shown; a refused one comes back under its field, a used or expired link under the form
// with the way to a new one. Afterwards every other sign-in of the account has ended and the visitor signs in anew.
import { ZPasswordResetConfirmRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { primaryActionClass } from '@/components/ui/notice';
import { PasswordInput } from '@/components/ui/password-input';
import { Link } from '@/i18n/navigation';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { resetPassword } from '../api/auth.api';
import { errorCodes } from '../error-codes';
import { useFocusOnShow } from '../hooks/use-focus-on-show';
import { AuthCard, textLinkClass } from './auth-card';
import { PasswordRules } from './password-rules';

const ZNewPasswordForm = ZPasswordResetConfirmRequest.pick({ new_password: true });
const FIELDS = ['new_password'] as const;

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const [done, setDone] = useState<string>();
  const [linkBroken, setLinkBroken] = useState(false);
  const form = useForm({
    resolver: useLocalizedResolver(ZNewPasswordForm),
    defaultValues: { new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError, { errorsUnderForm: true });
  const password = form.watch('new_password');

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await resetPassword(locale, { token, ...values });
    if (!result.ok || !result.data) {
      setLinkBroken(!result.ok && errorCodes(result.body).includes('invalid_token'));
      return server.showServerErrors(result.ok ? undefined : result.body);
    }
    setDone(result.data.detail);
  });

  if (done !== undefined) return <PasswordResetDone detail={done} />;
  return (
    <AuthCard title={t('newPasswordTitle')} intro={t('newPasswordIntro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          label={t('newPassword')}
          error={errors.new_password?.message}
          hint={<PasswordRules password={password} />}
        >
          <PasswordInput
            showLabel={t('showPassword')}
            autoComplete="new-password"
            {...form.register('new_password')}
          />
        </FormField>
        <FormErrors messages={server.formErrors} />
        {linkBroken ? (
          <Link href="/reset-password" className={`${textLinkClass} self-start text-sm`}>
            {t('askNewLink')}
          </Link>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
          {isSubmitting ? tForms('sending') : t('savePassword')}
        </button>
      </form>
    </AuthCard>
  );
}

function PasswordResetDone({ detail }: { detail: string }) {
  const t = useTranslations('Auth');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <AuthCard
      headingRef={heading}
      title={t('passwordChangedTitle')}
      intro={<span role="status">{detail}</span>}
    >
      <Link href="/sign-in" className={`${primaryActionClass} self-start`}>
        {t('signIn')}
      </Link>
    </AuthCard>
  );
}
