import { organizerDeletionRefusal } from './organizer-has-no-tournaments.rule';

describe('organizerDeletionRefusal', () => {
  it('lets a user who organizes no tournament be deleted', () => {
    expect(organizerDeletionRefusal(0)).toBeNull();
  });

  it('refuses while the user organizes one tournament, in the singular', () => {
    expect(organizerDeletionRefusal(1)).toEqual({
      kind: 'conflict',
      message: 'This user organizes 1 tournament; delete or reassign them first',
    });
  });

  it('names how many tournaments the user still organizes', () => {
    expect(organizerDeletionRefusal(2)).toEqual({
      kind: 'conflict',
      message: 'This user organizes 2 tournaments; delete or reassign them first',
    });
  });
});
