// What a back-office field says when the form refuses a value before sending it, chosen from the zod issue of the
// API's own contract: the back office's rule of that field when it has one (a slug, a duration, a price that is
// negative), "Choose a venue" for a missing choice of a record, else the site's generic message for the kind of
// issue (Forms: required, too short, at least N…). Each is a key of the message catalogues, in four languages.
import { type IssueLike, validationMessageFor } from '@/lib/forms/validation-messages';

export type ManageMessage =
  | { namespace: 'Manage.validation'; key: string; values?: Record<string, string | number> }
  | { namespace: 'Forms'; key: string; values?: Record<string, string | number | Date> };

/** Contract refinements with a text of the back office's own, by the API message key they carry. */
export const MANAGE_RULES: Readonly<Record<string, string>> = {
  'field.invalid_slug': 'slug',
  'field.invalid_duration': 'duration',
  'field.invalid_color': 'color',
  'field.invalid_timezone': 'timezone',
  'field.invalid_url': 'url',
  'field.invalid_email': 'email',
  'field.invalid_media_url': 'mediaUrl',
  'field.invalid_character': 'character',
  'field.price_negative': 'priceNegative',
  'field.price_too_big': 'priceTooBig',
  'field.price_unreadable': 'priceUnreadable',
  'field.invalid_date': 'date',
  'field.invalid_time': 'time',
  'field.invalid_datetime': 'dateTime',
};

/** Fields that pick a record from a list: a missing one is "Choose a venue", not "This field is required". */
export const CHOICE_FIELDS = [
  'venue',
  'city',
  'performance',
  'hall',
  'plan',
  'artist',
  'type',
  'status',
] as const;

/** The field a path ends in, past array indexes and languages (`artists.0.artist` → `artist`). */
function fieldOf(path: readonly PropertyKey[] | undefined): string | undefined {
  return [...(path ?? [])]
    .reverse()
    .find((part) => typeof part === 'string' && !/^(ru|en|fr|de)$/.test(part)) as string | undefined;
}

export function manageMessageFor(issue: IssueLike & { path?: readonly PropertyKey[] }): ManageMessage {
  const rule = issue.params?.message;
  const own = typeof rule === 'string' ? MANAGE_RULES[rule] : undefined;
  if (own) return { namespace: 'Manage.validation', key: own };
  const message = validationMessageFor(issue);
  const field = fieldOf(issue.path);
  if (message.key === 'required' && (CHOICE_FIELDS as readonly string[]).includes(field ?? '')) {
    return { namespace: 'Manage.validation', key: `choose.${field}` };
  }
  switch (message.key) {
    case 'minLength':
    case 'maxLength':
    case 'oneOf':
    case 'minValue':
    case 'maxValue':
      return { namespace: 'Forms', key: message.key, values: message.values };
    case 'minDate':
    case 'maxDate':
      return { namespace: 'Forms', key: message.key, values: message.values };
    default:
      return { namespace: 'Forms', key: message.key };
  }
}
