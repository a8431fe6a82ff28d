'use client';
// A set of ids chosen by ticking boxes (a performance's genres, tags), as one value of a ManageForm; while its
// choices are read, or when that failed, it says so (options-state.ts). Every choice is in sight, wrapped in rows
// (issue 30): a box of fixed height that scrolled cut a row of chips in half with no sign more followed.
import { useController, useFormContext } from 'react-hook-form';
import { optionsState } from './options-state';
import { ErrorState, LoadingState } from './query-state';

export function CheckboxGroup({
  name,
  label,
  options,
  emptyText,
  query,
}: {
  name: string;
  label: string;
  options: { value: number; label: string }[];
  emptyText?: string;
  /** The read of the choices (useOptions' query): its loading and failure are shown in place of the boxes. */
  query?: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      {
        {
          list: null,
          loading: <LoadingState />,
          failed: query ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null,
          empty: emptyText ? <p className="text-sm text-muted">{emptyText}</p> : null,
        }[optionsState(options.length, query)]
      }
      <div className="flex flex-wrap gap-2 p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-ink has-checked:bg-surface has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              className="size-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      {fieldState.error?.message ? (
        <p className="text-sm text-brand-dark">{fieldState.error.message}</p>
      ) : null}
    </fieldset>
  );
}
