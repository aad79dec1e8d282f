import { EMAIL_TAKEN, USERNAME_TAKEN } from '../identity.errors';
import { signUpUniquenessRefusal } from './sign-up-is-unique.rule';

describe('signUpUniquenessRefusal', () => {
  it('lets a new username and address sign up', () => {
    expect(signUpUniquenessRefusal([], 'ana')).toBeNull();
  });

  it('refuses a taken username whatever its case, before the address', () => {
    expect(signUpUniquenessRefusal([{ username: 'Ana', email: 'ana@example.com' }], 'ANA')).toEqual({
      kind: 'conflict',
      message: USERNAME_TAKEN,
    });
  });

  it('refuses an address another account already uses', () => {
    expect(signUpUniquenessRefusal([{ username: 'bob', email: 'ana@example.com' }], 'ana')).toEqual({
      kind: 'conflict',
      message: EMAIL_TAKEN,
    });
  });
});
