import { ownDeletionRefusal } from './can-delete-own-tournament.rule';

describe('ownDeletionRefusal', () => {
  it('lets an organizer delete their own tournament nobody has enrolled in', () => {
    expect(ownDeletionRefusal({ organizerId: 3 }, 3, 0)).toBeNull();
  });

  it("forbids deleting someone else's tournament", () => {
    expect(ownDeletionRefusal({ organizerId: 3 }, 4, 0)).toEqual({
      kind: 'forbidden',
      message: 'You can only delete your own tournaments',
    });
  });

  it('refuses while players are enrolled, saying how many', () => {
    expect(ownDeletionRefusal({ organizerId: 3 }, 3, 1)?.message).toBe(
      'This tournament has 1 enrolled player and cannot be deleted',
    );
    expect(ownDeletionRefusal({ organizerId: 3 }, 3, 5)).toEqual({
      kind: 'conflict',
      message: 'This tournament has 5 enrolled players and cannot be deleted',
    });
  });
});
