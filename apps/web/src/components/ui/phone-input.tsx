'use client';
// The phone input of SPEC.md section 5: formats as the visitor types (see lib/phone-format.ts), at most 18
// characters, and Backspace with one digit left empties the field. Controlled: give it value and onValueChange.
import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { clearsOnBackspace, formatPhoneEdit, PHONE_MAX_LENGTH } from '@/lib/phone-format';

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The input itself (a form library focuses it when its value is refused). */
  ref?: Ref<HTMLInputElement>;
};

export function PhoneInput({ value, onValueChange, onKeyDown, ...rest }: PhoneInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    onValueChange(formatPhoneEdit(value, event.target.value, inputType.startsWith('delete')));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Backspace' && clearsOnBackspace(value)) {
      event.preventDefault();
      onValueChange('');
    }
  };
  return (
    <input
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      onChange={change}
      onKeyDown={keyDown}
    />
  );
}
