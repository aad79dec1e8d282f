import { applicationRefusal } from './application-is-allowed.rule';

describe('applicationRefusal', () => {
  it('lets a player without an open application apply', () => {
    expect(applicationRefusal({ academyExists: true, openStatus: null })).toBeNull();
  });

  it('answers 404 for an academy that does not exist', () => {
    expect(applicationRefusal({ academyExists: false, openStatus: null })).toEqual({
      kind: 'not-found',
      message: 'Academy not found',
    });
  });

  it('refuses while an application is pending', () => {
    expect(applicationRefusal({ academyExists: true, openStatus: 'pending' })).toEqual({
      kind: 'conflict',
      message: 'You already have a pending application to this academy',
    });
  });

  it('refuses an active member', () => {
    expect(applicationRefusal({ academyExists: true, openStatus: 'active' })?.message).toBe(
      'You are already an active member of this academy',
    );
  });
});
