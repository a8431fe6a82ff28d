'use client';
// How labels are given: the scheme (numbers, Latin or Cyrillic letters), the first, the step, the side (all,
// odd, even, as Russian halls number their halves) and labels to skip ("13"). Applied with a button, since a
// renumbering changes what buyers read: it is one undo step, and the changes list before publishing names any
// sold seat it touches.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Numbering } from '../model/plan-types.ts';
import { ChoiceField, NumberField, panelButton } from './fields.tsx';

type Scheme = NonNullable<Numbering['scheme']>;
type Parity = NonNullable<Numbering['parity']>;

export function NumberingFields({
  legend,
  value,
  onApply,
  applyLabel,
}: {
  legend: string;
  value: Numbering;
  onApply: (numbering: Numbering) => void;
  applyLabel?: string;
}) {
  const t = useTranslations('ManageDesigner.numbering');
  const [draft, setDraft] = useState<Numbering>(value);
  const [skip, setSkip] = useState((value.skip ?? []).join(', '));
  const set = (change: Partial<Numbering>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-2">
      <legend className="px-1 text-xs font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <ChoiceField<Scheme>
          label={t('scheme')}
          value={draft.scheme ?? 'numbers'}
          options={(['numbers', 'latin', 'cyrillic'] as const).map((each) => ({
            value: each,
            label: t(`schemes.${each}`),
          }))}
          onChange={(scheme) => set({ scheme })}
        />
        <ChoiceField<Parity>
          label={t('parity')}
          value={draft.parity ?? 'all'}
          options={(['all', 'odd', 'even'] as const).map((each) => ({
            value: each,
            label: t(`parities.${each}`),
          }))}
          onChange={(parity) => set({ parity })}
        />
        <NumberField
          label={t('start')}
          value={draft.start ?? 1}
          min={0}
          max={100000}
          onChange={(start) => set({ start: Math.round(start) })}
        />
        <NumberField
          label={t('step')}
          value={draft.step ?? 1}
          min={1}
          max={100}
          onChange={(step) => set({ step: Math.round(step) })}
        />
      </div>
      <label className="flex flex-col gap-1 text-xs font-medium text-muted">
        {t('skip')}
        <input
          className="w-full rounded-lg border border-line bg-white px-2 py-1 text-sm text-ink"
          value={skip}
          placeholder="13"
          onChange={(event) => setSkip(event.target.value)}
        />
      </label>
      <button
        type="button"
        className={panelButton}
        onClick={() => {
          const skipped = skip
            .split(/[,;\s]+/)
            .map((each) => each.trim())
            .filter(Boolean)
            .slice(0, 100);
          const { skip: _old, ...rest } = draft;
          onApply(skipped.length > 0 ? { ...rest, skip: skipped } : rest);
        }}
      >
        {applyLabel ?? t('apply')}
      </button>
    </fieldset>
  );
}
