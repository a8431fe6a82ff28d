// The choices of the session form's record selects (performance, hall, plan). Their lists come from the API a
// moment after the form shows a session, and are paged (the first 100): the value the form holds is always among
// the choices, first and named by what is known of it (the session's own performance, the plan read for the price
// table) or as loading, so the select shows it at once and keeps it, and saving an untouched form sends it back.

export type Choice = { value: number; label: string };

/**
 * `choices` with the current value added first when it is not one of them; `label` names it (undefined: not known,
 * `unnamed` stands in — "loading…" while it is being read). No current value: the choices as they are.
 */
export function withCurrentChoice(
  choices: readonly Choice[],
  current: unknown,
  label: string | undefined,
  unnamed: string,
): Choice[] {
  const value = typeof current === 'number' ? current : Number(current);
  if (current === undefined || current === null || current === '' || !Number.isInteger(value) || value <= 0) {
    return [...choices];
  }
  if (choices.some((choice) => choice.value === value)) return [...choices];
  return [{ value, label: label ?? unnamed }, ...choices];
}

/** What a select shows for a form value: its text, '' (the "choose…" line) for none. */
export function selectValue(value: unknown): string {
  return value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? ''
    : String(value);
}
