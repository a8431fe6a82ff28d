// The message namespaces the back office's client components read (apps/web/src/i18n/messages): the shell's and
// shared parts' `Manage`, those of the sessions and plans pages, and the seat map's own (its drawing shows plans). A
// namespace not (yet) in the catalogues is skipped (pickMessages). The plan designer's own (`ManageDesigner`, about
// 20 KB) is added by its two pages alone (i18n/added-client-messages.tsx).
export const MANAGE_CLIENT_NAMESPACES = ['Manage', 'ManageSessions', 'ManagePlans', 'SeatMap'] as const;
