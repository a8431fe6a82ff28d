'use client';
// A password input with a button that shows what was typed (people mistype passwords they cannot see, on phones
// especially). Used inside <FormField>, which gives it the id, aria-invalid, aria-describedby and the input look:
// they go to the <input>; the button sits over its right end and says, through aria-pressed, whether the password
// is shown. The button's label comes from the caller (this primitive has no texts of its own).
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { EyeIcon } from './icons';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The toggle's accessible name, e.g. "Show password". */
  showLabel: string;
  ref?: Ref<HTMLInputElement>;
};

export function PasswordInput({ showLabel, className = '', ...rest }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        {...rest}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${className} pr-12`}
      />
      <button
        type="button"
        aria-label={showLabel}
        aria-pressed={shown}
        onClick={() => setShown((current) => !current)}
        className="absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand"
      >
        <EyeIcon crossed={shown} className="size-5" />
      </button>
    </div>
  );
}
