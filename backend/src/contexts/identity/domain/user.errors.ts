/** Messages people see when an admin's change to an account is refused (404 / 403). */
export const USER_NOT_FOUND = 'User not found';
export const ADMIN_ACTIVATION_REFUSED = 'Admin accounts cannot be activated or deactivated';
export const ADMIN_DELETION_REFUSED = 'Admin accounts cannot be deleted';
