'use client';
// The profile's password change: the current password and a new one (its rules shown). A wrong current password
// comes back under its field and counts as a failed sign-in (too many lock the account for a while: said under the
// form). Afterwards every other sign-in of the account has ended; this one stays.
import { ZPasswordChangeRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { showSuccessToast } from '@/lib/toasts';
import { changePassword } from '../api/profile.api';
import { PasswordRules } from './password-rules';
import { ProfileSection } from './profile-section';

const FIELDS = ['old_password', 'new_password'] as const;

export function PasswordChangeForm() {
  const t = useTranslations('Profile');
  const tAuth = useTranslations('Auth');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm({
    resolver: useLocalizedResolver(ZPasswordChangeRequest),
    defaultValues: { old_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError, { errorsUnderForm: true });
  const password = form.watch('new_password');

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await changePassword(locale, values);
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    form.reset();
    showSuccessToast(result.data.detail);
  });

  return (
    <ProfileSection title={t('passwordTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-md">
        <FormField label={t('oldPassword')} error={errors.old_password?.message}>
          <PasswordInput
            showLabel={tAuth('showPassword')}
            autoComplete="current-password"
            {...form.register('old_password')}
          />
        </FormField>
        <FormField
          label={tAuth('newPassword')}
          error={errors.new_password?.message}
          hint={<PasswordRules password={password} />}
        >
          <PasswordInput
            showLabel={tAuth('showPassword')}
            autoComplete="new-password"
            {...form.register('new_password')}
          />
        </FormField>
        <FormErrors messages={server.formErrors} />
        <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
          {isSubmitting ? tForms('sending') : t('changePassword')}
        </button>
      </form>
    </ProfileSection>
  );
}
