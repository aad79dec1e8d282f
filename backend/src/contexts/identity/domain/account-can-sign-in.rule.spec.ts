import { accountSignInRefusal, DEACTIVATED_MESSAGE, PENDING_VERIFICATION_MESSAGE } from './account-can-sign-in.rule';

describe('accountSignInRefusal', () => {
  it('lets an active account sign in', () => {
    expect(accountSignInRefusal({ isActive: true, isEmailVerified: true })).toBeNull();
  });

  it('tells an unverified account to verify its e-mail first', () => {
    expect(accountSignInRefusal({ isActive: false, isEmailVerified: false })).toBe(PENDING_VERIFICATION_MESSAGE);
  });

  it('tells a verified but deactivated account it was deactivated', () => {
    expect(accountSignInRefusal({ isActive: false, isEmailVerified: true })).toBe(DEACTIVATED_MESSAGE);
  });
});
