'use client';
// A form of one short code and one button side by side (a promo code, an early-access key): the label above, the
// field's error under it (read by screen readers through aria-describedby and announced as an alert). The caller
// checks and sends the trimmed value and answers the error to show, or null.
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from './form-field';

export function InlineCodeForm({
  label,
  submitLabel,
  requiredMessage,
  buttonClassName,
  maxLength = 100,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  /** Shown when the field is sent empty. */
  requiredMessage: string;
  buttonClassName: string;
  maxLength?: number;
  /** Sends the code; answers the error to show under the field, or null (the field is then emptied). */
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return setError(requiredMessage);
    setBusy(true);
    setError(null);
    const problem = await onSubmit(value);
    setBusy(false);
    setError(problem);
    if (problem === null) setCode('');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" disabled={busy} className={buttonClassName}>
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </form>
  );
}
