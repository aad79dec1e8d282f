import { forbidden, type Refusal } from '../../../../platform/rules';
import { DEACTIVATED_MESSAGE, PENDING_VERIFICATION_MESSAGE } from '../identity.errors';
import type { User } from '../user.entity';

/**
 * Why an account with the right password still may not sign in (403), or null when it may. An account that was
 * ever active (verified, or activated by an admin) and is not now was deactivated; otherwise it awaits verification.
 */
export function accountSignInRefusal(user: Pick<User, 'isActive' | 'isEmailVerified' | 'activatedAt'>): Refusal | null {
  if (user.isActive) return null;
  return forbidden(user.isEmailVerified || user.activatedAt ? DEACTIVATED_MESSAGE : PENDING_VERIFICATION_MESSAGE);
}
