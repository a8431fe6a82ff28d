// Owns which translated texts reach the browser. Every page carries the shell's namespaces (header, footer, forms,
// the favourite hearts of cards); the texts of one part of the site (sign-in, the account area, the review form)
// travel only with the pages that show it, through <ScopedClientMessages>. The rest stay on the server: each
// namespace sent is repeated in the HTML of every cached page (Auth, Profile and Account weigh 8 KB).
import type { AbstractIntlMessages } from 'next-intl';

/** Used by client components of the shell and of catalogue cards, on every page. */
export const SHELL_CLIENT_NAMESPACES = [
  'Error',
  'Shell',
  'City',
  'Search',
  'Forms',
  'Newsletter',
  'Callback',
  // The favourite hearts of every card (cards drawn in the browser need Card and Format).
  'Favorites',
  'Card',
  'Format',
  'Pagination',
] as const;

/** The given namespaces of `messages`, those it has. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces
      .filter((namespace) => namespace in messages)
      .map((namespace) => [namespace, messages[namespace]]),
  ) as AbstractIntlMessages;
}
