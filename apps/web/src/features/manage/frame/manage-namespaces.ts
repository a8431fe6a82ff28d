// The message namespaces the back office's client components read (apps/web/src/i18n/messages): the shell's and
// shared parts' `Manage`, those of the sessions and plans pages, and the seat map's own (its drawing shows plans). A namespace not (yet) in the catalogues is
// skipped (pickMessages).
export const MANAGE_CLIENT_NAMESPACES = [
  'Manage',
  'ManageSessions',
  'ManagePlans',
  'ManageDesigner',
  'SeatMap',
] as const;
