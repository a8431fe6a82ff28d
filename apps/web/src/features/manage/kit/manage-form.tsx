'use client';
// The back office's form frame: react-hook-form validated by the API's own zod contract (messages in the editor's
// language), and what the API refuses shown where it belongs (server-errors.ts): field errors under their fields,
// errors of no field at the top, a 409 version_conflict as a banner offering to reload the record (the form sends
// `If-Match: <version>`, see manage-api.ts), a 409 in_use naming what still uses the record, a 409 record_archived
// (archived since it was opened) offering to reload it. A read-only form (an archived record's) shows its fields
// disabled in one fieldset, named and described by what says why (the archived notice), and offers no save; controls
// that would only change it (upload, add, remove) are not shown, and its four-language fields can still be read in
// every language (localized-field.tsx asks useManageReadOnly).
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import type { ApiSendResult } from '@/lib/api-client';
import { showSuccessToast } from '@/lib/toasts';
import { InUseMessage } from './in-use-message';
import { MANAGE_LOCALES } from './locale-marks';
import { type ManageRefusal, readRefusal } from './server-errors';
import { manageMessageFor } from './validation-message';

/** A resolver for a contracts schema whose messages are the site's (Forms) or the back office's own, translated. */
export function useManageResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const forms = useTranslations('Forms');
  const t = useTranslations('Manage.validation');
  const format = useFormatter();
  return useMemo(
    () =>
      zodResolver(schema, {
        error: (issue) => {
          const message = manageMessageFor(issue as Parameters<typeof manageMessageFor>[0]);
          // A date bound is written the page's way ("1 March 2030"), not as a Date's text.
          const values = Object.fromEntries(
            Object.entries(message.values ?? {}).map(([name, value]) => [
              name,
              value instanceof Date ? format.dateTime(value, { dateStyle: 'long' }) : value,
            ]),
          );
          return message.namespace === 'Manage.validation'
            ? t(message.key as never, values as never)
            : forms(message.key as never, values as never);
        },
      }) as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, forms, t, format],
  );
}

const ReadOnlyContext = createContext(false);

/** Whether the ManageForm around is read-only: its fields show the record, nothing in it changes it. */
export function useManageReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * A read-only form's fieldset: fields disabled but legible (the text stays ink, on the page's grey), and the buttons
 * that would change something (upload, add, remove, reorder) not shown at all rather than shown dead.
 */
const readOnlyClass =
  '[&_:is(input,textarea,select):disabled]:cursor-not-allowed [&_:is(input,textarea,select):disabled]:bg-surface [&_button]:hidden';

/** The paths of a four-language field a server error can name: the field, and each language. */
export function localizedPaths(name: string): string[] {
  return [name, ...MANAGE_LOCALES.map((locale) => `${name}.${locale}`)];
}

export type ManageFormProps<TIn extends FieldValues, TOut, R> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Field paths that show their own errors (`*` for an array index: `artists.*.artist`). */
  fields: readonly string[];
  /** Sends the values; the answer decides what the form shows. */
  submit(values: TOut): Promise<ApiSendResult<R | undefined>>;
  onSaved?(record: R | undefined): void;
  /** Reads the record again (the version_conflict banner's button); without it the banner only explains. */
  onReload?(): void;
  submitLabel?: string;
  /** The toast after a save; Manage.form.saved by default. */
  savedMessage?: string;
  /** Beside the submit button (cancel, archive). */
  actions?: ReactNode;
  /** The form's accessible name. */
  label: string;
  /**
   * The record cannot be changed (it is archived): its fields are disabled, no save is offered. `labelledBy` and
   * `describedBy` are the ids of what says so, which name and describe the fields' group for screen readers.
   */
  readOnly?: { labelledBy: string; describedBy: string };
  children: ReactNode;
};

export function ManageForm<TIn extends FieldValues, TOut, R>({
  form,
  fields,
  submit,
  onSaved,
  onReload,
  submitLabel,
  savedMessage,
  actions,
  label,
  readOnly,
  children,
}: ManageFormProps<TIn, TOut, R>) {
  const t = useTranslations('Manage.form');
  const [refusal, setRefusal] = useState<ManageRefusal | { kind: 'unreachable' } | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const result = await submit(values);
    if (result.ok) {
      void showSuccessToast(savedMessage ?? t('saved'));
      onSaved?.(result.data);
      return;
    }
    if (result.reason !== 'status') {
      setRefusal({ kind: 'unreachable' });
      topRef.current?.focus();
      return;
    }
    const read = readRefusal(result.status, result.body, fields);
    if (read.kind === 'fields') {
      read.errors.fields.forEach(({ path, message }, index) => {
        form.setError(path as Path<TIn>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (read.errors.form.length > 0 || read.errors.fields.length === 0) {
        setRefusal(read);
        if (read.errors.fields.length === 0) topRef.current?.focus();
      }
      return;
    }
    setRefusal(read);
    topRef.current?.focus();
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={readOnly ? (event) => event.preventDefault() : onSubmit}
        noValidate
        aria-label={label}
        className="flex flex-col gap-5"
      >
        <div ref={topRef} tabIndex={-1} className="outline-none">
          {refusal ? <RefusalBanner refusal={refusal} onReload={onReload} /> : null}
        </div>
        <fieldset
          disabled={readOnly !== undefined}
          aria-labelledby={readOnly?.labelledBy}
          aria-describedby={readOnly?.describedBy}
          className={`flex min-w-0 flex-col gap-5 ${readOnly ? readOnlyClass : ''}`}
        >
          <ReadOnlyContext value={readOnly !== undefined}>{children}</ReadOnlyContext>
        </fieldset>
        {readOnly && !actions ? null : (
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
            {readOnly ? null : (
              <button type="submit" disabled={form.formState.isSubmitting} className={submitButtonClass}>
                {form.formState.isSubmitting ? t('saving') : (submitLabel ?? t('save'))}
              </button>
            )}
            {actions}
          </div>
        )}
      </form>
    </FormProvider>
  );
}

function RefusalBanner({
  refusal,
  onReload,
}: {
  refusal: ManageRefusal | { kind: 'unreachable' };
  onReload?: () => void;
}) {
  const t = useTranslations('Manage.form');
  const box = 'flex flex-col items-start gap-2 rounded-2xl border border-brand/40 bg-brand/5 p-4 text-ink';
  switch (refusal.kind) {
    case 'version_conflict':
      return (
        <div role="alert" className={box}>
          <p className="font-semibold">{t('conflictTitle')}</p>
          <p>{t('conflictText')}</p>
          {onReload ? <ReloadButton label={t('reload')} onReload={onReload} /> : null}
        </div>
      );
    case 'record_archived':
      return (
        <div role="alert" className={box}>
          <p className="font-semibold">{refusal.detail || t('failed')}</p>
          {onReload ? <ReloadButton label={t('reload')} onReload={onReload} /> : null}
        </div>
      );
    case 'in_use':
      return (
        <div role="alert" className={box}>
          <InUseMessage detail={refusal.detail} usedBy={refusal.usedBy} usedCount={refusal.usedCount} />
        </div>
      );
    case 'fields':
      return (
        <div role="alert" className={box}>
          <p className="font-semibold">{t('fixErrors')}</p>
          {refusal.errors.form.length > 0 ? (
            <ul className="list-disc pl-5">
              {refusal.errors.form.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    case 'detail':
      return (
        <div role="alert" className={box}>
          <p>{refusal.detail ?? t('failed')}</p>
        </div>
      );
    case 'unreachable':
      return (
        <div role="alert" className={box}>
          <p>{t('unreachable')}</p>
        </div>
      );
  }
}

/** A text input (or text area) of a ManageForm, labelled, with its error under it. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  multiline = false,
  rows = 4,
  inputMode,
  autoComplete = 'off',
  blank,
  className,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  multiline?: boolean;
  rows?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  /** What an empty box means: left out (`undefined`: "derive it"), or `null` (clear it); by default `''`. */
  blank?: 'undefined' | 'null';
  className?: string;
}) {
  const { register, getFieldState, formState } = useFormContext();
  const setValueAs =
    type === 'number'
      ? numberOrUndefined
      : blank
        ? (value: unknown) =>
            value === '' || value === null || value === undefined
              ? blank === 'null'
                ? null
                : undefined
              : value
        : undefined;
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {multiline ? (
        <textarea rows={rows} {...register(name, setValueAs ? { setValueAs } : {})} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...register(name, setValueAs ? { setValueAs } : {})}
        />
      )}
    </FormField>
  );
}

/** A number input's value: a number, or undefined when blank (so "optional" means optional). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? (value as number) : number;
}

/** A select of a ManageForm; `numeric` turns the chosen value into a number (ids), `''` into undefined. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  numeric = false,
  blank = 'undefined',
  hint,
  className,
}: {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  /** What the empty choice means: left out, or `null` ("none", e.g. the whole site instead of a venue). */
  blank?: 'undefined' | 'null';
  /** A first, empty choice ("choose…"). */
  placeholder?: string;
  numeric?: boolean;
  hint?: ReactNode;
  className?: string;
}) {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      <select
        // As tall as the text fields beside it (a select draws 4 px shorter), so a row of fields lines up.
        className="min-h-[2.875rem]"
        {...register(name, {
          setValueAs: (value) =>
            value === '' || value === null || value === undefined
              ? blank === 'null'
                ? null
                : undefined
              : numeric
                ? Number(value)
                : value,
        })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A tick box of a ManageForm. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex min-h-11 items-start gap-3 text-ink">
      <input type="checkbox" {...register(name)} className="mt-0.5 size-5 shrink-0 accent-brand" />
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

/** "Reload" under a refusal that a fresh read of the record answers (another editor's save, an archive meanwhile). */
function ReloadButton({ label, onReload }: { label: string; onReload(): void }) {
  return (
    <button
      type="button"
      onClick={onReload}
      className="rounded-full bg-ink px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {label}
    </button>
  );
}
