'use client';
// Wires the SPEC.md section 5 display rules (server-errors.ts) to a react-hook-form form and the toasts
// (`errorsUnderForm`: what belongs to no field under the form instead, see server-errors.ts).
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showFormErrorToast } from '../toasts';
import { showServerErrors } from './server-errors';

// API codes we have a text of our own for; the others keep the API's translated message.
const CODE_KEYS = { required: 'required', blank: 'required', null: 'required' } as const;

export function useServerErrors<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  options: { errorsUnderForm?: boolean } = {},
) {
  const { errorsUnderForm = false } = options;
  const t = useTranslations('Forms');
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const show = useCallback(
    (body: unknown) =>
      showServerErrors(body, {
        fields,
        setFieldError: (field, message) => setError(field as Path<T>, { type: 'server', message }),
        showFormErrors: setFormErrors,
        toast: showFormErrorToast,
        translateCode: (code) =>
          code in CODE_KEYS ? t(CODE_KEYS[code as keyof typeof CODE_KEYS]) : undefined,
        fallback: t('formError'),
        errorsUnderForm,
      }),
    [fields, setError, t, errorsUnderForm],
  );

  return { formErrors, clearFormErrors: () => setFormErrors([]), showServerErrors: show };
}
