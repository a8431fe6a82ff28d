'use client';
// The newsletter form (SPEC.md sections 5 and 8): email (required, valid) and name (required), the chosen city
// added on sending; server errors under the form by the shared rules; success toast and the
// `podpiska_na_anonsi` goal.
import { DEFAULT_CITY_SLUG, ZNewsletterRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { reachGoal } from '@/lib/analytics';
import { apiSend } from '@/lib/browser-api';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { useChosenCity } from '@/lib/shell-state';
import { showSuccessToast } from '@/lib/toasts';

const ZNewsletterForm = ZNewsletterRequest.omit({ city: true });
const FIELDS = ['email', 'name'] as const;

export default function NewsletterForm() {
  const t = useTranslations('Newsletter');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const { city } = useChosenCity();
  const form = useForm({
    resolver: useLocalizedResolver(ZNewsletterForm),
    defaultValues: { email: '', name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await apiSend('POST', '/newsletter', null, {
      locale,
      body: { ...values, city: city?.slug || DEFAULT_CITY_SLUG },
    });
    if (!result.ok) return server.showServerErrors(result.body);
    showSuccessToast(t('success'));
    reachGoal('podpiska_na_anonsi');
    form.reset();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('email')} error={errors.email?.message}>
          <input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('name')} error={errors.name?.message}>
          <input type="text" autoComplete="given-name" {...form.register('name')} />
        </FormField>
      </div>
      <FormErrors messages={server.formErrors} />
      <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
        {isSubmitting ? tForms('sending') : t('submit')}
      </button>
    </form>
  );
}
