// A labelled form control with its error under it, tied together for assistive technology (aria-invalid,
// aria-describedby), with an optional hint between them. The control is passed in, so text inputs, text areas, the
// phone input and the password input share it.
import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

type FieldControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

type FormFieldProps = {
  label: string;
  error?: string;
  /** Help under the control (a password's rules), read out with it. */
  hint?: ReactNode;
  children: ReactElement<FieldControlProps>;
  className?: string;
  /** The form cannot be sent without it: an asterisk after the label, and aria-required on the control. */
  required?: boolean;
};

export const inputClass =
  'w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink outline-none placeholder:text-muted focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30 aria-[invalid=true]:border-brand';

export function FormField({ label, error, hint, children, className = '', required }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {/* The asterisk beside the label, not in it: the label (the control's name) stays the field's name alone. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-semibold text-brand">
            *
          </span>
        ) : null}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${inputClass} ${children.props.className ?? ''}`,
      })}
      {hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Errors of the whole form (the API's non_field_errors), shown under it. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 text-sm text-brand-dark">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export const submitButtonClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-dark disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
