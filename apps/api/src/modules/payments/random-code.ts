// Owns random codes from the alphabet without look-alike characters (no 0/O, 1/I/L): ticket
// secrets, order numbers, sandbox ids. 32 symbols, so each byte's low 5 bits are uniform.
import { randomBytes } from 'node:crypto';
import { TICKET_SECRET_ALPHABET } from '@afisha/contracts';

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += TICKET_SECRET_ALPHABET[byte & 31];
  return code;
}
