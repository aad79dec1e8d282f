import { conflict, type Refusal } from '../../../../platform/rules';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../identity.errors';
import type { User } from '../user.entity';

/**
 * Usernames and e-mail addresses are unique whatever their case. `taken` are the accounts matching either;
 * a taken username is named first, as it is the field people change most easily.
 */
export function signUpUniquenessRefusal(taken: Array<Pick<User, 'username' | 'email'>>, username: string): Refusal | null {
  if (taken.some((user) => user.username.toLowerCase() === username.toLowerCase())) return conflict(USERNAME_TAKEN);
  return taken.length ? conflict(EMAIL_TAKEN) : null;
}
