// The kinds of record and the actions the audit page offers as filters and names in the page's language
// (Manage.audit.entities and Manage.audit.actions in every message file).
export const ENTITIES = [
  'venue',
  'hall',
  'plan',
  'performance',
  'event',
  'artist',
  'genre',
  'tag',
  'media',
  'staff_role',
] as const;

/** What the back office records (the box office's own actions are labelled too; anything else shows as recorded). */
export const ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'publish',
  'copy',
  'import',
  'cancel',
  'cancel_event_refund',
  'block_seats',
  'unblock_seats',
  'create_series',
  'create_access_keys',
  'grant',
  'revoke',
] as const;
