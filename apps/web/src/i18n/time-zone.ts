// The site's reference time zone: "today" and "this year" of the date lines, and next-intl's default zone.
// Session dates themselves arrive as venue-local wall-clock values and are never shifted.
export const SITE_TIME_ZONE = 'Europe/Moscow';
