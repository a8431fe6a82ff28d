'use client';
// The callback (feedback) form of SPEC.md sections 5 and 8: email (required, valid, prefilled from the signed-in
// account), question (required), topic (optional); server errors by the shared rules; on success a 3 s toast, the
// `obratnaya_svyaz` goal, and the caller closes the form.
import { ZCallbackRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { reachGoal } from '@/lib/analytics';
import { apiSend } from '@/lib/browser-api';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { showSuccessToast } from '@/lib/toasts';
import { useAccountMe } from '@/lib/use-account-me';

const ZCallbackForm = ZCallbackRequest.omit({ type: true });
const FIELDS = ['email', 'question', 'topic'] as const;

export function CallbackForm({ onSent }: { onSent: () => void }) {
  const t = useTranslations('Callback');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const account = useAccountMe();
  const form = useForm({
    resolver: useLocalizedResolver(ZCallbackForm),
    defaultValues: { email: '', question: '', topic: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);

  const accountEmail = account.success ? account.email : undefined;
  useEffect(() => {
    // Prefill only an untouched field: never overwrite what the visitor typed.
    if (accountEmail && !form.getValues('email')) form.setValue('email', accountEmail);
  }, [accountEmail, form]);

  const submit = form.handleSubmit(async ({ topic, ...values }) => {
    server.clearFormErrors();
    const body = { ...values, ...(topic ? { topic } : {}), type: 'callback' as const };
    const result = await apiSend('POST', '/callbacks', null, { locale, body });
    if (!result.ok) return server.showServerErrors(result.body);
    showSuccessToast(t('success'));
    reachGoal('obratnaya_svyaz');
    onSent();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t('email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('topic')} error={errors.topic?.message}>
        <input type="text" {...form.register('topic')} />
      </FormField>
      <FormField label={t('question')} error={errors.question?.message}>
        <textarea rows={5} {...form.register('question')} />
      </FormField>
      <FormErrors messages={server.formErrors} />
      <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
        {isSubmitting ? tForms('sending') : t('submit')}
      </button>
    </form>
  );
}
