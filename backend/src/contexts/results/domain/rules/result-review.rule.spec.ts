import { resultIsPendingRefusal, resultReviewRefusal } from './result-review.rule';
import { alreadyDecided, CANNOT_REVIEW_RESULTS } from '../results.errors';
import { TOURNAMENT_NOT_FOUND } from '../../../fixtures';

describe('result review rules', () => {
  const tournament = { organizerId: 7, storedStatus: 'approved' };

  it("lets the tournament's organizer and admins review", () => {
    expect(resultReviewRefusal({ id: 7, role: 'organizer' }, tournament)).toBeNull();
    expect(resultReviewRefusal({ id: 1, role: 'admin' }, tournament)).toBeNull();
  });

  it('refuses other organizers and players of an approved tournament with 403', () => {
    expect(resultReviewRefusal({ id: 8, role: 'organizer' }, tournament)).toEqual({
      kind: 'forbidden',
      message: CANNOT_REVIEW_RESULTS,
    });
    expect(resultReviewRefusal({ id: 7, role: 'player' }, tournament)?.kind).toBe('forbidden');
  });

  it('answers them as a missing tournament while it is not approved (they may not know it)', () => {
    const pending = { ...tournament, storedStatus: 'pending' };
    expect(resultReviewRefusal({ id: 8, role: 'organizer' }, pending)).toEqual({
      kind: 'not-found',
      message: TOURNAMENT_NOT_FOUND,
    });
    expect(resultReviewRefusal({ id: 7, role: 'organizer' }, pending)).toBeNull();
  });

  it('decides a result only while it is pending', () => {
    expect(resultIsPendingRefusal({ status: 'pending' })).toBeNull();
    expect(resultIsPendingRefusal({ status: 'approved' })).toEqual({ kind: 'conflict', message: alreadyDecided('approved') });
    expect(resultIsPendingRefusal({ status: 'rejected' })?.kind).toBe('conflict');
  });
});
