'use client';
// A four-language field of a ManageForm (`name.ru`, `name.en`, `name.fr`, `name.de`): one tab per language, Russian
// first and required. A tab is marked while its language has no text (a missing translation) and when its text has
// an error; a server error on a hidden language opens its tab. Every panel stays mounted (hidden), so the form keeps
// every language's value and can focus any of them. In a read-only form (an archived record's, whose fieldset is
// disabled) the tabs are not buttons, which the disabled fieldset would disable too: every language stays readable.
import type { TLocale } from '@afisha/contracts/locale';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import { localeMarks } from './locale-marks';
import { useManageReadOnly } from './manage-form';

type LocalizedFieldProps = {
  /** The form's path of the `{ru, en, fr, de}` value. */
  name: string;
  label: string;
  multiline?: boolean;
  rows?: number;
  /** Russian is required unless the whole field is optional (an empty field is sent as null). */
  optional?: boolean;
  hint?: string;
};

export function LocalizedField({
  name,
  label,
  multiline = false,
  rows = 5,
  optional = false,
  hint,
}: LocalizedFieldProps) {
  const t = useTranslations('Manage.localized');
  const { register, formState, getFieldState } = useFormContext();
  const readOnly = useManageReadOnly();
  const value = useWatch({ name }) as Partial<Record<TLocale, string>> | undefined;
  const id = useId();
  const fieldError = getFieldState(name, formState).error;
  const localeErrors = Object.fromEntries(
    (['ru', 'en', 'fr', 'de'] as const).map((locale) => [
      locale,
      getFieldState(`${name}.${locale}`, formState).error,
    ]),
  );
  const marks = localeMarks(value, localeErrors);
  const [active, setActive] = useState<TLocale>('ru');
  const firstInvalid = marks.find((mark) => mark.invalid)?.locale;
  // A new error in another language: show it.
  useEffect(() => {
    if (firstInvalid) setActive(firstInvalid);
  }, [firstInvalid]);
  const activeError = localeErrors[active]?.message ?? (fieldError?.message as string | undefined);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">
        {label}
        {optional ? null : <span className="sr-only"> {t('ruRequired')}</span>}
      </legend>
      <Tabs.Root value={active} onValueChange={(locale) => setActive(locale as TLocale)}>
        <Tabs.List aria-label={t('languages', { field: label })} className="flex flex-wrap gap-1">
          {marks.map((mark) => {
            const tab = (
              <>
                {mark.locale.toUpperCase()}
                {mark.invalid ? (
                  <>
                    <span aria-hidden="true" className="text-brand">
                      !
                    </span>
                    <span className="sr-only">{t('hasError')}</span>
                  </>
                ) : mark.missing && !(optional && mark.required && marks.every((each) => each.missing)) ? (
                  <>
                    <span
                      aria-hidden="true"
                      className={mark.required && !optional ? 'text-brand' : 'text-amber-500'}
                    >
                      ●
                    </span>
                    <span className="sr-only">
                      {mark.required && !optional ? t('requiredMissing') : t('missing')}
                    </span>
                  </>
                ) : null}
              </>
            );
            return (
              <Tabs.Trigger
                key={mark.locale}
                value={mark.locale}
                // Read-only: a span (keyboard and pointer as a tab's, through Radix) that no fieldset disables.
                asChild={readOnly}
                className={`inline-flex items-center gap-1 rounded-t-xl border border-b-0 border-line px-3 py-1.5 text-sm font-semibold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-ink data-[state=active]:text-white ${readOnly ? 'cursor-pointer' : ''}`}
              >
                {readOnly ? <span>{tab}</span> : tab}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {marks.map((mark) => {
          const inputId = `${id}-${mark.locale}`;
          const invalid = Boolean(localeErrors[mark.locale]) || (mark.locale === 'ru' && Boolean(fieldError));
          const describedBy =
            [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
          const props = {
            id: inputId,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            className: `${inputClass} rounded-tl-none`,
            ...register(`${name}.${mark.locale}`),
          };
          return (
            <Tabs.Content
              key={mark.locale}
              value={mark.locale}
              forceMount
              className="data-[state=inactive]:hidden"
            >
              <label htmlFor={inputId} className="sr-only">
                {t('inLanguage', { field: label, language: t(`language.${mark.locale}`) })}
              </label>
              {multiline ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {activeError ? (
        <p id={errorId} className="text-sm text-brand-dark">
          {activeError}
        </p>
      ) : null}
    </fieldset>
  );
}
