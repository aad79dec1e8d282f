import { accountChangeRefusal } from './account-is-manageable.rule';

describe('accountChangeRefusal', () => {
  it.each(['activation', 'deletion'] as const)('allows the %s of a player or organizer account', (change) => {
    expect(accountChangeRefusal({ role: 'player' }, change)).toBeNull();
  });

  it('refuses to activate or deactivate an admin account', () => {
    expect(accountChangeRefusal({ role: 'admin' }, 'activation')).toEqual({
      kind: 'forbidden',
      message: 'Admin accounts cannot be activated or deactivated',
    });
  });

  it('refuses to delete an admin account', () => {
    expect(accountChangeRefusal({ role: 'admin' }, 'deletion')).toEqual({
      kind: 'forbidden',
      message: 'Admin accounts cannot be deleted',
    });
  });
});
