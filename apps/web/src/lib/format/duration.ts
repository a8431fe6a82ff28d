// The SPEC.md duration text: hours and minutes from the API's `HH:MM`, each with its plural form in the page
// language ("2 часа 30 минут", "1 hr 5 min"); `00:00`, null or a malformed value give no text at all.
export type DurationParts = { hours: number; minutes: number };

export function parseDuration(value: string | null | undefined): DurationParts | null {
  const match = value ? /^(\d{1,3}):([0-5]\d)(?::\d{2})?$/.exec(value.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours === 0 && minutes === 0 ? null : { hours, minutes };
}

/** Plural-aware unit texts, normally `t('hours', {count})` and `t('minutes', {count})` of the Format messages. */
export type DurationUnits = { hours: (count: number) => string; minutes: (count: number) => string };

export function formatDuration(value: string | null | undefined, units: DurationUnits): string {
  const parts = parseDuration(value);
  if (!parts) return '';
  return [
    parts.hours > 0 ? units.hours(parts.hours) : null,
    parts.minutes > 0 ? units.minutes(parts.minutes) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
