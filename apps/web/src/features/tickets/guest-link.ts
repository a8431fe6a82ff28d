// Owns reading the guest ticket page's address (`/tickets/{number}?key=…`, the link of the tickets mail): an order
// number and its key of the shapes the API gives, else nothing (the page is then the site's 404, as the API's
// answer would be). The PDF's address is the API's guest link with `format=pdf`.
export type GuestLink = { number: string; key: string };

const NUMBER = /^[0-9A-Za-z-]{1,20}$/;
const KEY = /^[\w-]{1,200}$/;

export function guestLinkOf(number: string, key: string | string[] | undefined): GuestLink | null {
  if (typeof key !== 'string' || !NUMBER.test(number) || !KEY.test(key)) return null;
  return { number: number.toUpperCase(), key };
}

export const ticketsPdfPath = ({ number, key }: GuestLink) =>
  `/api/v1/tickets/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}&format=pdf`;
