'use client';
// The profile's e-mail address. A new one is not applied at once: PUT /account/me sends a link to it, and the
// profile shows it as waiting (`pending_email`) until the link is followed (/account/confirm-email). Sending the
// current address again cancels a change that is waiting; sending it with none waiting is refused here.
import { type TAccountMe, ZProfileUpdateRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { showSuccessToast } from '@/lib/toasts';
import { refreshAccount } from '@/lib/use-account-me';
import { updateProfile } from '../api/profile.api';
import { ProfileSection } from './profile-section';

type SignedIn = Extract<TAccountMe, { success: true }>;

const ZEmailChange = ZProfileUpdateRequest.pick({ email: true }).required();
const FIELDS = ['email'] as const;

export function EmailChangeForm({ account }: { account: SignedIn }) {
  const t = useTranslations('Profile');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm({ resolver: useLocalizedResolver(ZEmailChange), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);
  const pending = account.pending_email ?? null;

  const submit = form.handleSubmit(async ({ email }) => {
    server.clearFormErrors();
    if (email === account.email.toLowerCase() && !pending) {
      form.setError('email', { type: 'same', message: t('sameEmail') });
      return;
    }
    const result = await updateProfile(locale, { email });
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    form.reset({ email: '' });
    refreshAccount();
    showSuccessToast(
      result.data.pending_email
        ? t('emailLinkSent', { email: result.data.pending_email })
        : t('emailChangeCancelled'),
    );
  });

  return (
    <ProfileSection
      title={t('emailTitle')}
      intro={t.rich('currentEmail', {
        email: account.email,
        strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
      })}
    >
      {pending ? (
        <p role="status" className="rounded-2xl bg-surface p-4 text-sm text-ink [overflow-wrap:anywhere]">
          {t.rich('pendingEmail', { email: pending, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label={t('newEmail')} error={errors.email?.message} className="sm:max-w-md">
          <input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormErrors messages={server.formErrors} />
        <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
          {isSubmitting ? tForms('sending') : t('changeEmail')}
        </button>
      </form>
    </ProfileSection>
  );
}
