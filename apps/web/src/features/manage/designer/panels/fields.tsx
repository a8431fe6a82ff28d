'use client';
// The inspector's small inputs: a number that commits as it changes (one undo step per field while it is being
// edited: the gesture names the field), a name in the four languages (Russian needed, the rest falling back
// along the site's chain), and a choice among a few values. Labels are real <label>s; a refusal is said under
// the field.
import { LOCALES } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { PlanName } from '../model/plan-types.ts';

const input =
  'w-full rounded-lg border border-line bg-white px-2 py-1 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50';
const labelClass = 'flex flex-col gap-1 text-xs font-medium text-muted';

export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}) {
  const t = useTranslations('ManageDesigner.fields');
  const [text, setText] = useState<string | null>(null);
  const id = useId();
  const shown = text ?? String(value);
  const parsed = Number(shown.replace(',', '.'));
  const wrong =
    text !== null &&
    (shown.trim() === '' ||
      !Number.isFinite(parsed) ||
      (min !== undefined && parsed < min) ||
      (max !== undefined && parsed > max));
  return (
    <label className={labelClass}>
      {label}
      <input
        type="text"
        inputMode="decimal"
        className={`${input} ${wrong ? 'border-brand' : ''}`}
        value={shown}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = Number(next.replace(',', '.'));
          if (
            next.trim() !== '' &&
            Number.isFinite(number) &&
            (min === undefined || number >= min) &&
            (max === undefined || number <= max)
          )
            onChange(number);
        }}
        onBlur={() => setText(null)}
      />
      {wrong ? (
        <span id={`${id}-error`} className="text-xs text-brand-dark">
          {min !== undefined && max !== undefined ? t('between', { min, max }) : t('number')}
        </span>
      ) : null}
    </label>
  );
}

export function NameFields({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: PlanName;
  onChange: (value: PlanName) => void;
}) {
  const t = useTranslations('ManageDesigner.fields');
  const [russian, setRussian] = useState<string | null>(null);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold text-ink">{legend}</legend>
      {LOCALES.map((locale) => {
        const shown = locale === 'ru' ? (russian ?? value.ru) : (value[locale] ?? '');
        const missing = locale === 'ru' && shown.trim() === '';
        return (
          <label key={locale} className="grid grid-cols-[2.5rem_1fr] items-center gap-2 text-xs text-muted">
            <span>{t(`languages.${locale}`)}</span>
            <input
              className={`${input} ${missing ? 'border-brand' : ''}`}
              lang={locale}
              value={shown}
              maxLength={100}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(event) => {
                const text = event.target.value;
                if (locale === 'ru') {
                  setRussian(text);
                  if (text.trim() !== '') onChange({ ...value, ru: text });
                  return;
                }
                const { [locale]: _old, ...rest } = value;
                onChange(text.trim() === '' ? (rest as PlanName) : { ...value, [locale]: text });
              }}
              onBlur={() => locale === 'ru' && setRussian(null)}
            />
          </label>
        );
      })}
      {russian !== null && russian.trim() === '' ? (
        <span id={`${id}-error`} className="text-xs text-brand-dark">
          {t('russianNeeded')}
        </span>
      ) : null}
    </fieldset>
  );
}

export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={input} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export const panelButton =
  'rounded-lg border border-line bg-white px-2 py-1 text-sm text-ink hover:bg-zinc-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50 disabled:opacity-50';
export const panelHeading = 'text-sm font-bold text-ink';
