// Owns how a time of day is written, in each language, everywhere the product shows one: the pages, the back office,
// the box office, the mails and the PDFs. It is the language's own short time (Unicode CLDR's, as `Intl` knows it):
// "19:05" in Russian, French and German, "7:05 PM" in English. Written once here so that a calendar cell, a search
// result, a card, the tickets mail and the ticket itself never mix "19:05" and "7:05 PM" on one English page.
//
// A time shown alone uses `formatTimeOfDay` or `formatWallTime`; a date with its time spreads `timeOfDayFields` into
// its `Intl.DateTimeFormat` options (the `timeStyle` option cannot be combined with `day`, `month` or `weekday`).

type TimeFields = {
  hour: 'numeric' | '2-digit';
  minute: '2-digit';
  hourCycle: 'h11' | 'h12' | 'h23' | 'h24';
};

const fieldsByLocale = new Map<string, TimeFields>();
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `hour`, `minute` and `hourCycle` options that write the time as the language's short time does: read from
 * `Intl` itself (whether 9:05 has a leading zero, and the language's hour cycle) rather than kept as a table.
 */
export function timeOfDayFields(locale: string): TimeFields {
  let fields = fieldsByLocale.get(locale);
  if (!fields) {
    const short = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    const morning = short.formatToParts(new Date(Date.UTC(2000, 0, 1, 9, 5)));
    const hour = morning.find((part) => part.type === 'hour')?.value ?? '9';
    fields = {
      hour: hour.length === 2 ? '2-digit' : 'numeric',
      minute: '2-digit',
      hourCycle: short.resolvedOptions().hourCycle ?? 'h23',
    };
    fieldsByLocale.set(locale, fields);
  }
  return fields;
}

function shortTime(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The time of day of an instant where it happens (`timeZone`, an IANA name): "19:05", "7:05 PM". */
export function formatTimeOfDay(locale: string, at: Date, timeZone: string): string {
  return shortTime(locale, timeZone).format(at);
}

/**
 * A wall-clock time as the API writes it ("19:05" or "19:05:00", a venue's local time) in the reader's language.
 * Anything that is not such a time is returned as it came, rather than shown as a wrong time.
 */
export function formatWallTime(locale: string, time: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  return shortTime(locale, 'UTC').format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
