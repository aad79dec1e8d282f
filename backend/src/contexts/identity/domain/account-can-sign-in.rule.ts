import type { User } from './user.entity';

export const PENDING_VERIFICATION_MESSAGE =
  'Please verify your email address before signing in. Check your inbox for the verification link.';
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact an administrator.';

/** Why an account with the right password still may not sign in, or null when it may. */
export function accountSignInRefusal(user: Pick<User, 'isActive' | 'isEmailVerified'>): string | null {
  if (user.isActive) return null;
  return user.isEmailVerified ? DEACTIVATED_MESSAGE : PENDING_VERIFICATION_MESSAGE;
}
