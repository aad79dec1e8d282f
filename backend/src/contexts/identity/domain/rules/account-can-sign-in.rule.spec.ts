import { DEACTIVATED_MESSAGE, PENDING_VERIFICATION_MESSAGE } from '../identity.errors';
import { accountSignInRefusal } from './account-can-sign-in.rule';

describe('accountSignInRefusal', () => {
  const activatedAt = new Date('2024-11-20T10:00:00Z');

  it('lets an active account sign in', () => {
    expect(accountSignInRefusal({ isActive: true, isEmailVerified: true, activatedAt })).toBeNull();
  });

  it('lets an account an admin activated before its e-mail was verified sign in', () => {
    expect(accountSignInRefusal({ isActive: true, isEmailVerified: false, activatedAt })).toBeNull();
  });

  it('tells an unverified account to verify its e-mail first', () => {
    expect(accountSignInRefusal({ isActive: false, isEmailVerified: false, activatedAt: null })).toEqual({
      kind: 'forbidden',
      message: PENDING_VERIFICATION_MESSAGE,
    });
  });

  it('tells a verified but deactivated account it was deactivated', () => {
    expect(accountSignInRefusal({ isActive: false, isEmailVerified: true, activatedAt })).toEqual({
      kind: 'forbidden',
      message: DEACTIVATED_MESSAGE,
    });
  });

  it('tells an account activated by an admin and later deactivated that it was deactivated, not to verify', () => {
    expect(accountSignInRefusal({ isActive: false, isEmailVerified: false, activatedAt })).toEqual({
      kind: 'forbidden',
      message: DEACTIVATED_MESSAGE,
    });
  });
});
