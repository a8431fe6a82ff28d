'use client';
// The profile's personal data: first and last name and the phone, typed in the SPEC.md phone input (formatted as
// typed, at most 18 characters). The contracts' rules check them before sending; PUT /account/me saves them, and
// the shared account read is asked again so every part of the page agrees.
import { type TAccountMe, ZPersonName, ZPhone } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { showSuccessToast } from '@/lib/toasts';
import { refreshAccount } from '@/lib/use-account-me';
import { updateProfile } from '../api/profile.api';
import { ProfileSection } from './profile-section';

type SignedIn = Extract<TAccountMe, { success: true }>;

const ZPersonalData = z.object({ first_name: ZPersonName.min(1), last_name: ZPersonName, phone: ZPhone });
const FIELDS = ['first_name', 'last_name', 'phone'] as const;

export function PersonalDataForm({ account }: { account: SignedIn }) {
  const t = useTranslations('Profile');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm({
    resolver: useLocalizedResolver(ZPersonalData),
    defaultValues: {
      first_name: account.first_name ?? '',
      last_name: account.last_name ?? '',
      phone: account.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await updateProfile(locale, values);
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    const saved = result.data;
    form.reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone ?? '' });
    refreshAccount();
    showSuccessToast(t('saved'));
  });

  return (
    <ProfileSection title={t('personalTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('firstName')} error={errors.first_name?.message}>
            <input type="text" autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField label={t('lastName')} error={errors.last_name?.message}>
            <input type="text" autoComplete="family-name" {...form.register('last_name')} />
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormField label={tForms('phone')} error={errors.phone?.message} className="sm:max-w-xs">
              <PhoneInput
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('phonePlaceholder')}
              />
            </FormField>
          )}
        />
        <FormErrors messages={server.formErrors} />
        <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
          {isSubmitting ? tForms('sending') : t('save')}
        </button>
      </form>
    </ProfileSection>
  );
}
