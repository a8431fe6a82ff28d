// Owns the back office's areas as the OpenAPI document groups them (`back office: <area>`): one list, so every
// operation's tag is declared with a description (Redocly's operation-tag-defined rule).
export const MANAGE_TAGS = [
  {
    name: 'people',
    description: 'Who manages what: the signed-in manager, staff and their roles per venue.',
  },
  {
    name: 'audit',
    description: 'The audit log of every back-office change, with the record before and after.',
  },
  { name: 'venues', description: 'Venues and their halls, addresses and subway stations.' },
  { name: 'catalogue', description: 'Performances, artists, genres and tags.' },
  { name: 'plans', description: 'Seating plans: drafts, import, export, validation, publishing, versions.' },
  {
    name: 'sessions',
    description:
      'Sessions one by one or as series, prices, sale windows, seats off sale, cancellation, early-access keys.',
  },
  { name: 'media', description: 'Images uploaded for posters, logos and photos.' },
] as const;

export type ManageTag = (typeof MANAGE_TAGS)[number]['name'];
