'use client';
// The sign-up form (/sign-up): the fields of the contracts' registration request (e-mail, password, name), with
// the password's rules under it. The API answers alike whether or not the address is a customer's already (the
// mail says which), so success always means "check your mail" (SPEC.md client state `isSignUpSuccess`), shown by
// the caller with the address. Refused passwords (too common, the address itself) come back under their field.
import { ZRegistrationRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Link } from '@/i18n/navigation';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { signUp } from '../api/auth.api';
import { textLinkClass } from './auth-card';
import { PasswordRules } from './password-rules';

const FIELDS = ['email', 'password', 'name'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const t = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm({
    resolver: useLocalizedResolver(ZRegistrationRequest),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError, { errorsUnderForm: true });
  const password = form.watch('password');

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await signUp(locale, values);
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    onSignedUp(result.data.email);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t('name')} error={errors.name?.message}>
        <input type="text" autoComplete="given-name" {...form.register('name')} />
      </FormField>
      <FormField label={t('email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('password')}
        error={errors.password?.message}
        hint={<PasswordRules password={password} />}
      >
        <PasswordInput
          showLabel={t('showPassword')}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormErrors messages={server.formErrors} />
      <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
        {isSubmitting ? tForms('sending') : t('signUp')}
      </button>
      <p className="text-sm text-muted">
        {t('haveAccount')}{' '}
        <Link href="/sign-in" className={textLinkClass}>
          {t('signInLink')}
        </Link>
      </p>
    </form>
  );
}
