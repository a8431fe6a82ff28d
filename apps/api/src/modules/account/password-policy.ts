// Owns the rules a new password must meet beyond its length (which the contract checks): not one of the most
// common passwords, and not the account's own e-mail address or its local part. Problems are field issues
// under the given field name, translated like every other validation error.
import type { FieldIssue } from '../../lib/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

export async function passwordProblems(
  password: string,
  email: string,
  field: string,
): Promise<FieldIssue[]> {
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@', 1)[0] ?? '';
  if (lowered === address || (localPart.length > 0 && lowered === localPart)) {
    return [{ field, code: 'password_too_similar' }];
  }
  if (await isCommonPassword(password)) {
    return [{ field, code: 'password_too_common' }];
  }
  return [];
}
