import { describe, expect, it } from 'vitest';
import { type ServerErrorTarget, showServerErrors } from './server-errors';

function recorder(fields: string[], translateCode?: ServerErrorTarget['translateCode']) {
  const seen = { fields: {} as Record<string, string>, form: [] as string[], toasts: [] as string[] };
  const target: ServerErrorTarget = {
    fields,
    setFieldError: (field, message) => {
      seen.fields[field] = message;
    },
    showFormErrors: (messages) => seen.form.push(...messages),
    toast: (message) => seen.toasts.push(message),
    translateCode,
    fallback: 'FALLBACK',
  };
  return { target, seen };
}

describe('showServerErrors', () => {
  it('shows a detail as a toast', () => {
    const { target, seen } = recorder(['email']);
    showServerErrors({ detail: 'Слишком много запросов.', code: 'throttled' }, target);
    expect(seen.toasts).toEqual(['Слишком много запросов.']);
    expect(seen.fields).toEqual({});
  });

  it('shows each non-field error under the form', () => {
    const { target, seen } = recorder(['email']);
    showServerErrors(
      { non_field_errors: ['one', 'two'], codes: { non_field_errors: ['invalid', 'invalid'] } },
      target,
    );
    expect(seen.form).toEqual(['one', 'two']);
    expect(seen.toasts).toEqual([]);
  });

  it('puts field errors on their fields and the others in toasts', () => {
    const { target, seen } = recorder(['email', 'name']);
    showServerErrors(
      {
        email: ['Enter a valid email address.'],
        city: ['Unknown city.'],
        codes: { email: ['invalid'], city: ['does_not_exist'] },
      },
      target,
    );
    expect(seen.fields).toEqual({ email: 'Enter a valid email address.' });
    expect(seen.toasts).toEqual(['Unknown city.']);
  });

  it('translates a field message by its code when there is a text for it', () => {
    const { target, seen } = recorder(['name'], (code) =>
      code === 'required' ? 'Обязательное поле' : undefined,
    );
    showServerErrors({ name: ['This field is required.'], codes: { name: ['required'] } }, target);
    expect(seen.fields).toEqual({ name: 'Обязательное поле' });
  });

  it('falls back to a general message when the answer has nothing to show', () => {
    for (const body of [undefined, null, 'Bad gateway', [], {}, { codes: {} }, { email: [] }]) {
      const { target, seen } = recorder(['email']);
      showServerErrors(body, target);
      expect(seen.toasts).toEqual(['FALLBACK']);
    }
  });
});

describe('showServerErrors with errors under the form', () => {
  it('shows a detail (too many attempts) and the fallback under the form, not as toasts', () => {
    const { target, seen } = recorder(['email']);
    target.errorsUnderForm = true;
    showServerErrors({ detail: 'Too many attempts. Try again in 15 min.', code: 'throttled' }, target);
    showServerErrors(undefined, target);
    showServerErrors({}, target);
    expect(seen.form).toEqual(['Too many attempts. Try again in 15 min.', 'FALLBACK', 'FALLBACK']);
    expect(seen.toasts).toEqual([]);
  });

  it('puts field errors on their fields and the ones of no field of the form under it', () => {
    const { target, seen } = recorder(['new_password']);
    target.errorsUnderForm = true;
    showServerErrors(
      {
        new_password: ['Too common.'],
        token: ['This link is invalid or has expired.'],
        non_field_errors: ['Something else.'],
        codes: { new_password: ['password_too_common'], token: ['invalid_token'] },
      },
      target,
    );
    expect(seen.fields).toEqual({ new_password: 'Too common.' });
    expect(seen.form).toEqual(['Something else.', 'This link is invalid or has expired.']);
    expect(seen.toasts).toEqual([]);
  });
});
