// Owns how a holder's identity document number is shown back (POST /person_by_ticket/*): never whole, since the
// answer goes to whoever proves the order, not to the holder. Only its last characters stay, enough for the buyer to
// tell which document was given: at most 4, and at most half of the number (a 4-character number shows 2).
const MASK = '*';

export function maskDocumentNumber(number: string): string {
  const shown = Math.min(4, Math.floor(number.length / 2));
  return MASK.repeat(number.length - shown) + number.slice(number.length - shown);
}
