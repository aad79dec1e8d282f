/** Messages people see when the identity context refuses something (401 / 403 / 404 / 409). */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const PENDING_VERIFICATION_MESSAGE =
  'Please verify your email address before signing in. Check your inbox for the verification link.';
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact an administrator.';
export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'Email is already registered';
export const USER_NOT_FOUND = 'User not found';
/** An admin's change to an account refused (403). */
export const ADMIN_ACTIVATION_REFUSED = 'Admin accounts cannot be activated or deactivated';
export const ADMIN_DELETION_REFUSED = 'Admin accounts cannot be deleted';
